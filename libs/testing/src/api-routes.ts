import type { paths } from '@mailplan/api';

/**
 * Types that tie fake answers to the OpenAPI document: `'GET /api/modules'` is a route only while
 * the document has it, and its body must fit one of that operation's JSON responses. A renamed
 * route or a changed schema fails the type check of every test that fakes it.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ApiPath = keyof paths;

type Defined<T> = Exclude<T, undefined>;
type MethodsOf<P extends ApiPath> = {
  [M in HttpMethod]: [Defined<paths[P][M]>] extends [never] ? never : M;
}[HttpMethod];

/** `/api/modules/{id}` → `/api/modules/${string}`: the concrete paths a test may name. */
type Fill<S extends string> = S extends `${infer A}{${string}}${infer B}` ? `${A}${string}${Fill<B>}` : S;

type RouteOf<P extends ApiPath, M extends HttpMethod> = `${Uppercase<M>} ${Fill<P & string>}`;

/** Every `METHOD /path` the API serves, path parameters written as any text. */
export type ApiRoute = { [P in ApiPath]: { [M in MethodsOf<P>]: RouteOf<P, M> }[MethodsOf<P>] }[ApiPath];

type JsonBodies<Op> = Op extends { responses: infer R }
  ? { [C in keyof R]: R[C] extends { content: { 'application/json': infer B } } ? B : never }[keyof R]
  : never;

/** The JSON bodies the operation behind `route` may answer with (any status). */
export type ResponseBodyOf<Route extends string> = {
  [P in ApiPath]: {
    [M in MethodsOf<P>]: Route extends RouteOf<P, M> ? JsonBodies<Defined<paths[P][M]>> : never;
  }[MethodsOf<P>];
}[ApiPath];

/** A path's OpenAPI template (`/api/modules/{id}`) for a concrete route, used to type fixtures. */
export type ApiSuccess<P extends ApiPath, M extends MethodsOf<P>> = Defined<paths[P][M]> extends {
  responses: infer R;
}
  ? { [C in keyof R]: C extends 200 | 201 ? (R[C] extends { content: { 'application/json': infer B } } ? B : never) : never }[keyof R]
  : never;
