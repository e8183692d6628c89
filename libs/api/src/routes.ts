import type { paths } from './generated';
import type { ApiRequest } from './api-request';

/**
 * Endpoints typed by the OpenAPI document (`paths`, generated into ./generated). A slice names
 * its route by the document's template, e.g. `apiRoute('get', '/api/modules/{id}', { id })`: a
 * renamed route, a missing path parameter or a body of the wrong shape fails the type check, and
 * `ApiResponse` / `ApiBody` give the endpoint's types from the same place.
 */
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ApiPath = keyof paths;

type Defined<T> = Exclude<T, undefined>;
type Operation<P extends ApiPath, M extends ApiMethod> = Defined<paths[P][M]>;

/** The methods the document declares for `P`. */
export type ApiMethodsOf<P extends ApiPath> = {
  [M in ApiMethod]: [Operation<P, M>] extends [never] ? never : M;
}[ApiMethod];

/** The path parameters of an operation (`{ id: number }`), or `never` when it has none. */
export type ApiPathParams<P extends ApiPath, M extends ApiMethodsOf<P>> = Operation<P, M> extends {
  parameters: { path: infer T };
}
  ? T
  : never;

/** The JSON (or multipart) body an operation takes. */
export type ApiBody<P extends ApiPath, M extends ApiMethodsOf<P>> = Operation<P, M> extends {
  requestBody?: { content: infer C };
}
  ? C[keyof C]
  : never;

/** The body of the operation's success answer (200 or 201). */
export type ApiResponse<P extends ApiPath, M extends ApiMethodsOf<P>> = Operation<P, M> extends { responses: infer R }
  ? {
      [C in keyof R]: C extends 200 | 201 ? (R[C] extends { content: { 'application/json': infer B } } ? B : unknown) : never;
    }[keyof R]
  : never;

type RouteArgs<P extends ApiPath, M extends ApiMethodsOf<P>> = [ApiPathParams<P, M>] extends [never]
  ? [params?: undefined, options?: Omit<ApiRequest, 'url' | 'method'>]
  : [params: ApiPathParams<P, M>, options?: Omit<ApiRequest, 'url' | 'method'>];

/**
 * The request for `method path` of the OpenAPI document, with `{name}` filled from `params`.
 * Use it in `query:` of `api.injectEndpoints`.
 */
export function apiRoute<P extends ApiPath, M extends ApiMethodsOf<P>>(
  method: M,
  path: P,
  ...[params, options]: RouteArgs<P, M>
): ApiRequest {
  const url = (path as string).replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = (params as Record<string, string | number> | undefined)?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path as string}`);
    return encodeURIComponent(String(value));
  });
  return { ...options, url, method: method.toUpperCase() as ApiRequest['method'] };
}

/** `request` with a query string added (`{ async: true }` → `?async=true`). */
export function withSearch(request: ApiRequest, search: Record<string, string | number | boolean>): ApiRequest {
  const query = new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)])).toString();
  return { ...request, url: `${request.url}${request.url.includes('?') ? '&' : '?'}${query}` };
}
