import { Controller, Delete, Get, HttpCode, Post, applyDecorators, type Type } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiGatewayTimeoutResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  type ApiOperationOptions,
} from '@nestjs/swagger';
import type { Permission } from '@mailplan/shared';
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
  tooManyRequests?: string;
  badGateway?: string;
  serviceUnavailable?: string;
  gatewayTimeout?: string;
}

export const ApiErrors = ({ badRequest, notFound, conflict, gone, tooManyRequests, badGateway, serviceUnavailable, gatewayTimeout }: ErrorAnswers) => {
  const error = (description: string | true) => ({ type: ErrorResponseDto, description: description === true ? undefined : description });
  return applyDecorators(
    ...(badRequest !== undefined ? [ApiBadRequestResponse(error(badRequest))] : []),
    ...(notFound !== undefined ? [ApiNotFoundResponse(error(notFound))] : []),
    ...(conflict !== undefined ? [ApiConflictResponse(error(conflict))] : []),
    ...(gone !== undefined ? [ApiGoneResponse(error(gone))] : []),
    ...(tooManyRequests !== undefined ? [ApiTooManyRequestsResponse(error(tooManyRequests))] : []),
    ...(badGateway !== undefined ? [ApiBadGatewayResponse(error(badGateway))] : []),
    ...(serviceUnavailable !== undefined ? [ApiServiceUnavailableResponse(error(serviceUnavailable))] : []),
    ...(gatewayTimeout !== undefined ? [ApiGatewayTimeoutResponse(error(gatewayTimeout))] : []),
  );
};

/** A row id in the path (a positive integer) under `name`, for the document; `IdParam` reads it. */
export const ApiIdParam = (name = 'id', description?: string) => ApiParam({ name, type: 'integer', description });

/** A route that answers 204 with no body; `description` says what happened. */
export const AnswersNoContent = (description?: string) => applyDecorators(HttpCode(204), ApiNoContentResponse({ description }));

/** A read every member may make: `GET path`, answering `type` (`[Dto]`: a list of them). */
export const Read = (path: string, operation: ApiOperationOptions, type: Type | [Type]) =>
  applyDecorators(Get(path), Can('read'), ApiOperation(operation), ApiOkResponse({ type }));

/** The organization's list of a kind of row, which every member may read: `GET` of the controller's path. */
export const ReadList = (operation: ApiOperationOptions, type: Type) => Read('', operation, [type]);

/** Makes a row from the body: `POST path` for the roles given `permission`, answering 201 with `type`, or 400 for an invalid body. */
export const Create = (path: string, permission: Permission, operation: ApiOperationOptions, type: Type) =>
  applyDecorators(Post(path), Can(permission), ApiOperation(operation), ApiCreatedResponse({ type }), ApiErrors({ badRequest: true }));

/** Deletes or revokes a row: `DELETE path` for the roles given `permission`, answering 204 (`description`: what happened). */
export const Remove = (path: string, permission: Permission, operation: ApiOperationOptions, description?: string) =>
  applyDecorators(Delete(path), Can(permission), AnswersNoContent(description), ApiOperation(operation));
