import { api } from '@mailplan/api';
import { keepFirst } from './keep-first';
import type { AudienceDto, ConnectionDto, ConnectionTestDto, PushInputDto, PushStartedDto, PushStateDto } from '../generated';
import { apiRoute } from '../routes';

export type EmailService = ConnectionDto['service'];

/**
 * The organization's connections to email services (`/api/connections`: connect, test, remove,
 * the account's audiences) and pushing a campaign there (`/api/campaigns/{id}/push`, a job, and
 * `/api/campaigns/{id}/pushes`, where it stands). Screens refetch these after a change.
 */
export const connectionsApi = api.injectEndpoints({
  endpoints: (build) => keepFirst({
    getConnections: build.query<ConnectionDto[], void>({
      query: () => apiRoute('get', '/api/connections'),
    }),
    connectEmailService: build.mutation<ConnectionDto, { service: EmailService; apiKey: string }>({
      query: ({ service, apiKey }) => apiRoute('put', '/api/connections/{service}', { service }, { body: { apiKey } }),
    }),
    testEmailService: build.mutation<ConnectionTestDto, EmailService>({
      query: (service) => apiRoute('post', '/api/connections/{service}/test', { service }),
    }),
    disconnectEmailService: build.mutation<unknown, EmailService>({
      query: (service) => apiRoute('delete', '/api/connections/{service}', { service }),
    }),
    getEmailServiceAudiences: build.query<AudienceDto[], EmailService>({
      query: (service) => apiRoute('get', '/api/connections/{service}/audiences', { service }),
    }),
    getCampaignPushes: build.query<PushStateDto[], number>({
      query: (id) => apiRoute('get', '/api/campaigns/{id}/pushes', { id }),
    }),
    /** Starts a push job: `{jobId}`, to follow with `runJob`/`useJob`. */
    pushCampaign: build.mutation<PushStartedDto, { id: number; body: PushInputDto }>({
      query: ({ id, body }) => apiRoute('post', '/api/campaigns/{id}/push', { id }, { body }),
    }),
  }),
});

export const {
  useGetConnectionsQuery,
  useConnectEmailServiceMutation,
  useTestEmailServiceMutation,
  useDisconnectEmailServiceMutation,
  useGetEmailServiceAudiencesQuery,
  useLazyGetEmailServiceAudiencesQuery,
  useGetCampaignPushesQuery,
  usePushCampaignMutation,
} = connectionsApi;
