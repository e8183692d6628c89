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

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}
