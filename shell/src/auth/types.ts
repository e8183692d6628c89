// The shapes the shell reads from the auth and organization endpoints come from the API's OpenAPI
// document (generated into @mailplan/api); only the brand-settings summary is written here.
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
 * What the shell reads from `GET /api/brand-settings` (where a user goes after login, the brand
 * name in the sidebar). Brand settings are not in the API's OpenAPI document yet; once they are,
 * this becomes the generated brand-settings type.
 */
export interface BrandSettingsSummary {
  id?: number;
  name?: string | null;
  emailStrategy?: { generatedStrategy?: string | null } | null;
}
