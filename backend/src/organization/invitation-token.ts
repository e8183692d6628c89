import { createHash, randomBytes } from 'node:crypto';

/** An invitation link lasts this long (docs/decisions.md#invitations). */
export const INVITATION_TTL_MS = 7 * 24 * 3600_000;

/** The link's path in the shell; the token follows. */
export const INVITATION_PATH = '/invitations/';

/** A new token (256 random bits, URL-safe) and the hash that is stored. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

/** What is stored and looked up: hex SHA-256 of the token (a high-entropy secret needs no salt). */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The link a person opens: the shell's invitation page on the address the admin uses. */
export function invitationLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${INVITATION_PATH}${token}`;
}
