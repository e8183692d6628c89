// The shapes the shell reads from the auth and organization endpoints come from the API's OpenAPI
// document (generated into @mailplan/api).
export type {
  CreateOrganizationDto,
  LoginDto,
  LoginResponseDto,
  OrganizationDto,
  RegisterDto,
  UpdateUserDto,
  UserDto,
} from '@mailplan/api';

/**
 * What the shell reads from `GET /api/brand-settings` (where a user goes after login and from `/`,
 * the brand name in the sidebar): the generated brand-settings record.
 */
export type { BrandSettingsDto as BrandSettingsSummary } from '@mailplan/api';
