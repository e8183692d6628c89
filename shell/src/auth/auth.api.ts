import { api, apiBaseQuery } from '@mailplan/api';
import { takeEarlySession } from '../early';
import type {
  BrandSettingsSummary,
  CreateOrganizationDto,
  LoginDto,
  LoginResponseDto,
  OrganizationDto,
  RegisterDto,
  UpdateUserDto,
  UserDto,
} from './types';

const baseQuery = apiBaseQuery();

/** The current user stays cached for 10 minutes (spec part 1, section 7). */
const CURRENT_USER_CACHE_SECONDS = 10 * 60;

/**
 * Auth and organization endpoints of the shell. `me` answers `null` when there is no session
 * (401); any other failure is retried once before it becomes an error.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<UserDto | null, void>({
      async queryFn(_arg, queryApi, extraOptions) {
        // the answer to the request the entry chunk sent at start-up, when it is a plain one
        const early = await takeEarlySession()?.catch(() => undefined);
        if (early?.status === 401) return { data: null };
        if (early?.ok) {
          const user = (await early.json().catch(() => undefined)) as UserDto | undefined;
          if (user) return { data: user };
        }
        let result = await baseQuery('/api/auth/me', queryApi, extraOptions);
        if (result.error && result.error.status !== 401) {
          result = await baseQuery('/api/auth/me', queryApi, extraOptions);
        }
        if (result.error) {
          return result.error.status === 401 ? { data: null } : { error: result.error };
        }
        return { data: result.data as UserDto };
      },
      keepUnusedDataFor: CURRENT_USER_CACHE_SECONDS,
      providesTags: ['Me'],
    }),
    // Login and registration run before the store is loaded (see LoginPage); these endpoints are
    // the same calls for code that already has the store.
    login: build.mutation<LoginResponseDto, LoginDto>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<UserDto, RegisterDto>({
      query: (body) => ({ url: '/api/auth/register', method: 'POST', body }),
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
    }),
    createOrganization: build.mutation<OrganizationDto, CreateOrganizationDto>({
      query: (body) => ({ url: '/api/organizations', method: 'POST', body }),
    }),
    patchUser: build.mutation<UserDto, UpdateUserDto & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/users/${id}`, method: 'PATCH', body }),
    }),
    brandSettingsSummary: build.query<BrandSettingsSummary[], void>({
      query: () => '/api/brand-settings',
      providesTags: ['BrandSettings'],
    }),
  }),
});

export const {
  useMeQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useCreateOrganizationMutation,
  usePatchUserMutation,
  useBrandSettingsSummaryQuery,
} = authApi;

/** Sets the cached current user (after login, registration, logout or organization set-up). */
export const setCurrentUser = (user: UserDto | null) =>
  authApi.util.upsertQueryData('me', undefined, user);
