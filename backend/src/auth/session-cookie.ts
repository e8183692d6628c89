import { createHmac, timingSafeEqual } from 'node:crypto';

/** The value of the first cookie with this name, as the `cookie` package parses it (express-session's reader). */
function cookieValue(header: string, name: string): string | undefined {
  let start = 0;
  while (start < header.length) {
    let end = header.indexOf(';', start);
    if (end === -1) end = header.length;
    const eq = header.indexOf('=', start);
    if (eq !== -1 && eq < end && trimSpaces(header.slice(start, eq)) === name) {
      let value = trimSpaces(header.slice(eq + 1, end));
      if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
      if (value.includes('%')) {
        try {
          value = decodeURIComponent(value);
        } catch {
          // kept as sent, as the cookie package does
        }
      }
      return value;
    }
    start = end + 1;
  }
  return undefined;
}

/** Spaces and tabs only, as the cookie package trims. */
function trimSpaces(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && (s[a] === ' ' || s[a] === '\t')) a++;
  while (b > a && (s[b - 1] === ' ' || s[b - 1] === '\t')) b--;
  return s.slice(a, b);
}

/** cookie-signature's unsign: `value.base64(HMAC-SHA256(value))` without padding, checked in constant time. */
function unsign(signed: string, secret: string): string | false {
  const value = signed.slice(0, signed.lastIndexOf('.'));
  const expected = Buffer.from(`${value}.${createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '')}`);
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : false;
}

/**
 * The session id of a request's signed session cookie, read exactly as express-session reads it
 * (the first cookie of that name, `s:` prefix, URI-decoded, signed by one of the secrets), or null
 * when there is none or its signature is wrong.
 */
export function signedSessionId(header: string | undefined, name: string, secrets: readonly string[]): string | null {
  if (!header) return null;
  const raw = cookieValue(header, name);
  if (!raw || !raw.startsWith('s:')) return null;
  for (const secret of secrets) {
    const sid = unsign(raw.slice(2), secret);
    if (sid !== false) return sid;
  }
  return null;
}
