import { api } from '@mailplan/api';
import { keepFirst } from './keep-first';
import { can, type Permission, type Role } from '@mailplan/shared';
import type { MeDto, UserDto } from '../generated';
import { CURRENT_USER_URL, prefetchedJson, takePrefetched } from '../prefetch';
import { apiRoute } from '../routes';

/**
 * The signed-in user as `GET /api/auth/me` returns it (`MeDto`: the user and their organization's
 * name). The name is optional here because the answers of login, registration and set-up, also
 * kept as the current user, do not carry it.
 */
export type CurrentUserDto = UserDto & Partial<Pick<MeDto, 'organizationName'>>;

/** The current user stays cached for 10 minutes (the spec's calls). */
const CURRENT_USER_CACHE_SECONDS = 10 * 60;

/**
 * Auth (`/api/auth/*`). Login and registration are sent before the store is loaded: see
 * `logIn` and `register` of `@mailplan/api/request`.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => keepFirst({
    /** The signed-in user, or `null` when there is no session (401); any other failure is retried once. */
    me: build.query<CurrentUserDto | null, void>({
      async queryFn(_arg, _queryApi, _extraOptions, baseQuery) {
        // the answer to the request the shell's entry chunk sent at start-up, when it is a plain one
        const early = takePrefetched(CURRENT_USER_URL);
        if ((await early?.catch(() => undefined))?.status === 401) return { data: null };
        const user = (await prefetchedJson(early))?.body as CurrentUserDto | undefined;
        if (user) return { data: user };
        let result = await baseQuery(CURRENT_USER_URL);
        if (result.error && result.error.status !== 401) result = await baseQuery(CURRENT_USER_URL);
        if (result.error) return result.error.status === 401 ? { data: null } : { error: result.error };
        return { data: result.data as CurrentUserDto };
      },
      keepUnusedDataFor: CURRENT_USER_CACHE_SECONDS,
      providesTags: ['Me'],
    }),
    logout: build.mutation<unknown, void>({
      query: () => apiRoute('post', '/api/auth/logout'),
    }),
  }),
});

export const { useMeQuery, useLogoutMutation } = authApi;

/** Sets the cached current user (after login, registration, logout or organization set-up). */
export const setCurrentUser = (user: CurrentUserDto | null) => authApi.util.upsertQueryData('me', undefined, user);

/**
 * Whether the signed-in user's role may do what `permission` names (the permission table of
 * @mailplan/shared). Screens hide or disable what it refuses; the API refuses it anyway.
 * It reads the current user the shell's session check (or a remote's standalone gate) already
 * loaded, and starts no request of its own; while no user is known (a component test that answers
 * no session, a screen drawn before the check) it answers true, so screens look as for a writer
 * and the API stays the one that refuses.
 */
export function useCan(permission: Permission): boolean {
  const { data } = authApi.endpoints.me.useQueryState();
  return data ? can(data.role as Role, permission) : true;
}

/**
 * The signed-in user's organization's name, from the current user the shell's session check
 * already loaded (no request of its own, like `useCan`); undefined while it is not known.
 */
export function useOrganizationName(): string | undefined {
  const { data } = authApi.endpoints.me.useQueryState();
  return data?.organizationName?.trim() || undefined;
}
