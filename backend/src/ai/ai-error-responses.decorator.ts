import { applyDecorators } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiGatewayTimeoutResponse, ApiServiceUnavailableResponse, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { AI_ERROR_MESSAGES } from './ai.errors.js';

/** Documents the error answers of a call that waits for an AI model (product decision P17). */
export function ApiAiErrorResponses(): MethodDecorator {
  return applyDecorators(
    ApiBadGatewayResponse({ type: ErrorResponseDto, description: `${AI_ERROR_MESSAGES.parse}, ${AI_ERROR_MESSAGES.provider} or an invalid API key` }),
    ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: AI_ERROR_MESSAGES.rateLimit }),
    ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: AI_ERROR_MESSAGES.overloaded }),
    ApiGatewayTimeoutResponse({ type: ErrorResponseDto, description: AI_ERROR_MESSAGES.timeout }),
  );
}
