import { SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { PERMISSIONS, ROLES, type Permission, type Role } from '@mailplan/shared';
import { ErrorResponseDto } from './error-response.dto.js';

/**
 * Access is closed by default (see AccessGuard): every route needs a signed-in user who belongs
 * to an organization, and writes need a content-writer role. Every route states its rule
 * explicitly with one of these decorators (a platform test refuses an operation of the OpenAPI
 * document that has none):
 *  - `@Can(permission)`: a member of an organization whose role the permission table gives it;
 *  - `@SignedIn()`: any signed-in user, organization not needed (creating one, one's own profile);
 *  - `@Public()`: no session (login, register, health, token links).
 * docs/permissions.md lists every route's decision.
 */
export const ACCESS_KEY = 'mailplan:access';

/** The OpenAPI extension naming a route that needs no permission: `public` or `signed-in`. */
export const ACCESS_EXTENSION = 'x-access';
/** The OpenAPI extension naming the permission of the table a route needs. */
export const PERMISSION_EXTENSION = 'x-permission';

export interface AccessRule {
  /** No session needed (login, register, health). */
  public?: boolean;
  /** Signed in is enough; no organization needed (creating one, one's own profile). */
  withoutOrganization?: boolean;
  /** Roles allowed; default: any role for reads, content writers for writes. */
  roles?: readonly Role[];
  /** The permission the roles come from (names the refusal's message). */
  permission?: Permission;
}

export const Public = () =>
  applyDecorators(SetMetadata(ACCESS_KEY, { public: true } satisfies AccessRule), ApiExtension(ACCESS_EXTENSION, 'public'));

export const SignedIn = () =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, { withoutOrganization: true, roles: ROLES } satisfies AccessRule),
    ApiExtension(ACCESS_EXTENSION, 'signed-in'),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Not signed in' }),
  );

/**
 * Opens a route to the roles the permission table (@mailplan/shared PERMISSIONS) gives
 * `permission`, and names the permission on the OpenAPI operation as `x-permission`, from which
 * the reliability matrix derives what each role must get. A role outside it gets 403 with the
 * permission's message (FORBIDDEN_MESSAGES).
 */
export const Can = (permission: Permission) =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, { roles: PERMISSIONS[permission], permission } satisfies AccessRule),
    ApiExtension(PERMISSION_EXTENSION, permission),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Not signed in' }),
    ApiForbiddenResponse({
      type: ErrorResponseDto,
      description: permission === 'read' ? 'No organization yet' : 'No organization yet, or a role that may not do this',
    }),
  );
