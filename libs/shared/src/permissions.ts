import { ROLES, type Role } from './constants.js';

/**
 * The permission table: what each role may do. One definition, read by the API's access guard
 * (through `@Can(...)`, which also writes `x-permission` on each operation of the OpenAPI
 * document), by the screens (to hide or disable what a role may not do) and by the reliability
 * matrix (which tries every route as every role). docs/permissions.md explains it in words.
 */
export const PERMISSIONS = {
  /** Read everything in the organization. */
  read: ROLES,
  /** Write modules, campaigns and concepts; run AI; comment; send a campaign for review; create review links. */
  'content.write': ['admin', 'manager', 'editor'],
  /** Approve a campaign or request changes. */
  'campaign.approve': ['admin', 'manager'],
  /** Edit the brand kit, brand guidelines and the email strategy. */
  'brand.write': ['admin', 'manager'],
  /** Create and revoke the calendar's feed and share links. */
  'calendar.share': ['admin', 'manager'],
  /** Invite, change roles, remove members; manage invitations. */
  'members.manage': ['admin'],
  /** The organization's settings and its connections to email services. */
  'organization.manage': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** True when `role` may do what `permission` names. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  return !!role && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
