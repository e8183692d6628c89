import { parse } from 'cookie';
import { unsign } from 'cookie-signature';

/**
 * The session id of a request's signed session cookie, read as express-session reads it (the
 * first cookie of that name, URI-decoded, `s:` prefix, signed by one of the secrets), or null when
 * there is none or its signature is wrong.
 */
export function signedSessionId(header: string | undefined, name: string, secrets: readonly string[]): string | null {
  if (!header) return null;
  const raw = parse(header)[name];
  if (!raw || !raw.startsWith('s:')) return null;
  for (const secret of secrets) {
    const sid = unsign(raw.slice(2), secret);
    if (sid !== false) return sid;
  }
  return null;
}
