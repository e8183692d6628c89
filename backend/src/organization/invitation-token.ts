/** An invitation link lasts this long (docs/decisions.md#invitations). */
export const INVITATION_TTL_MS = 7 * 24 * 3600_000;

/** The link's path in the shell; the token follows. */
export const INVITATION_PATH = '/invitations/';

// The token itself is made and hashed by common/secret-token.ts, as every link's secret is.

/** The link a person opens: the shell's invitation page on the address the admin uses. */
export function invitationLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${INVITATION_PATH}${token}`;
}
