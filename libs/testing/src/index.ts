// The front-end testing kit: the real store and providers, and a fake API typed by the OpenAPI
// document. For tests only (the lint rules keep it out of shipped code).
export { server } from './server';
export { mockApi, mockUnlistedApi, answersInTurn, deferred, toResponse } from './mock-api';
export type { FakeAnswer, ApiAnswers } from './mock-api';
export { requestLog } from './request-log';
export type { SentRequest, RequestLog } from './request-log';
export type { ApiRoute, ApiPath, ResponseBodyOf, ApiSuccess } from './api-routes';
export { renderWithProviders, currentPath, expectFailureToast } from './render';
export { conceptServer, conceptReadRoutes } from './concept-server';
export type { RenderOptions, RenderWithProvidersResult } from './render';
export {
  campaignExportFixture,
  campaignFixture,
  campaignSummaryFixture,
  conceptFixture,
  moduleFixture,
  moduleSummaryFixture,
  organizationFixture,
  userFixture,
} from './fixtures';
