import { createHash, randomBytes } from 'node:crypto';

/**
 * The one helper for the secrets in the product's links: invitation links, review links, calendar
 * feeds and share links. A token is 32 random bytes, URL-safe (43 characters); only its hex
 * SHA-256 is stored, so a leaked table gives no working address (a high-entropy secret needs no
 * salt).
 */

/** The form of a token `newSecretToken` makes; anything else names no link. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What is stored and looked up for a token: its hex SHA-256. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new token for a link and the hash that is stored. */
export function newSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSecretToken(token) };
}

/** Whether a value from an address has the form of a token (checked before any lookup). */
export function isSecretToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN.test(value);
}
