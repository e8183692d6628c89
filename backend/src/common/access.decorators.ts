import { SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { PERMISSIONS, ROLES, type Permission, type Role } from '@mailplan/shared';
import { ErrorResponseDto } from './error-response.dto.js';

/**
 * Access is closed by default (see AccessGuard): every route needs a signed-in user who belongs
 * to an organization, and writes need a content-writer role. These decorators open it up.
 */
export const ACCESS_KEY = 'mailplan:access';

export interface AccessRule {
  /** No session needed (login, register, health). */
  public?: boolean;
  /** Signed in is enough; no organization needed (creating one, one's own profile). */
  withoutOrganization?: boolean;
  /** Roles allowed; default: any role for reads, content writers for writes. */
  roles?: readonly Role[];
}

export const Public = () => SetMetadata(ACCESS_KEY, { public: true } satisfies AccessRule);

export const SignedIn = () =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, { withoutOrganization: true, roles: ROLES } satisfies AccessRule),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Not signed in' }),
  );

export const Roles = (...roles: Role[]) =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, { roles } satisfies AccessRule),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Not signed in' }),
    ApiForbiddenResponse({ type: ErrorResponseDto, description: 'No organization yet, or a role that may not do this' }),
  );

/** Documents the answers of the default rule (a member of an organization). */
export const Member = () =>
  applyDecorators(
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Not signed in' }),
    ApiForbiddenResponse({ type: ErrorResponseDto, description: 'No organization yet, or a role that may not do this' }),
  );

/**
 * Opens a route to the roles the permission table (@mailplan/shared PERMISSIONS) gives
 * `permission`, and names the permission on the OpenAPI operation as `x-permission`, from which
 * the reliability matrix derives what each role must get.
 */
export const Can = (permission: Permission) =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, { roles: PERMISSIONS[permission] } satisfies AccessRule),
    ApiExtension('x-permission', permission),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Not signed in' }),
    ApiForbiddenResponse({ type: ErrorResponseDto, description: 'No organization yet, or a role that may not do this' }),
  );
