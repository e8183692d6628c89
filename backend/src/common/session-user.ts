import type { Role } from '@mailplan/shared';

/** The signed-in user as every request sees it (loaded fresh from the database per request). */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  organizationId: number | null;
  isActive: boolean;
  pendingSetup: boolean;
  lastLogin: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The fields that say who a person is: the same in the session, the user answer and a member row. */
export type UserIdentity = Pick<SessionUser, 'id' | 'email' | 'firstName' | 'lastName' | 'role'>;

/** Copies only the identity fields, so an entity's other (or hidden) fields never leak into an answer. */
export function userIdentity(u: UserIdentity): UserIdentity {
  return { id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role };
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}
