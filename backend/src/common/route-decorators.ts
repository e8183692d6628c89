import { Controller, Get, HttpCode, applyDecorators, type Type } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  type ApiOperationOptions,
} from '@nestjs/swagger';
import { Can } from './access.decorators.js';
import { ErrorResponseDto } from './error-response.dto.js';

/**
 * The stacks of decorators most routes repeat, each under one name. They only combine Nest's and
 * Swagger's own decorators, so the OpenAPI document is the same as with the stacks written out.
 */

/** A controller: its path, and the tag that groups its routes in the API document (the path unless named). */
export const ApiController = (path: string, tag = path) => applyDecorators(ApiTags(tag), Controller(path));

/**
 * The error answers a route documents, each with an ErrorResponseDto body and the message it
 * carries. `badRequest: true` documents a 400 with no single message (any of the body's
 * validation messages).
 */
export interface ErrorAnswers {
  badRequest?: string | true;
  notFound?: string;
  conflict?: string;
  gone?: string;
  badGateway?: string;
}

export const ApiErrors = ({ badRequest, notFound, conflict, gone, badGateway }: ErrorAnswers) => {
  const error = (description: string | true) => ({ type: ErrorResponseDto, description: description === true ? undefined : description });
  return applyDecorators(
    ...(badRequest !== undefined ? [ApiBadRequestResponse(error(badRequest))] : []),
    ...(notFound !== undefined ? [ApiNotFoundResponse(error(notFound))] : []),
    ...(conflict !== undefined ? [ApiConflictResponse(error(conflict))] : []),
    ...(gone !== undefined ? [ApiGoneResponse(error(gone))] : []),
    ...(badGateway !== undefined ? [ApiBadGatewayResponse(error(badGateway))] : []),
  );
};

/** A row id in the path (a positive integer) under `name`, for the document; `IdParam` reads it. */
export const ApiIdParam = (name = 'id', description?: string) => ApiParam({ name, type: 'integer', description });

/** A route that answers 204 with no body; `description` says what happened. */
export const AnswersNoContent = (description?: string) => applyDecorators(HttpCode(204), ApiNoContentResponse({ description }));

/** The organization's list of a kind of row, which every member may read: `GET` of the controller's path. */
export const ReadList = (operation: ApiOperationOptions, type: Type) =>
  applyDecorators(Get(), Can('read'), ApiOperation(operation), ApiOkResponse({ type: [type] }));
