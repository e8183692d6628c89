import { apiRequest, performRequest } from './base-query';
import type { BrandSettingsDto, LoginDto, LoginResponseDto, RegisterDto, UserDto } from './generated';
import { CURRENT_USER_URL } from './prefetch';
import { apiRoute } from './routes';

// The calls of pages that run before the store is loaded (the shell's login and registration
// pages, a remote running on its own): plain requests through the same base query. The store's
// endpoints for the same routes (`me`, `getBrandSettings`) build their requests here too.

export const loginRequest = (body: LoginDto) => apiRoute('post', '/api/auth/login', undefined, { body });
export const registerRequest = (body: RegisterDto) => apiRoute('post', '/api/auth/register', undefined, { body });
export const brandSettingsRequest = () => apiRoute('get', '/api/brand-settings');

/** `POST /api/auth/login`; rejects with the ApiError. */
export const logIn = (body: LoginDto) => apiRequest<LoginResponseDto>(loginRequest(body));

/** `POST /api/auth/register`; rejects with the ApiError. */
export const register = (body: RegisterDto) => apiRequest<UserDto>(registerRequest(body));

/** `GET /api/brand-settings` (a list of zero or one record); rejects with the ApiError. */
export const readBrandSettings = () => apiRequest<BrandSettingsDto[]>(brandSettingsRequest());

/**
 * Whether the browser's session cookie signs someone in: false only when `GET /api/auth/me`
 * answers 401 (any other answer, the API being down included, lets the pages render and report).
 */
export async function hasSession(): Promise<boolean> {
  const answer = await performRequest(CURRENT_USER_URL);
  return answer.error?.status !== 401;
}
