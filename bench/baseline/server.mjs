// The baseline the API is measured against: a minimal node:http + pg server doing the same work
// per request as the product (read the signed session cookie the way express-session does, read the
// session row in connect-pg-simple's `session` table joined with its active user, run the same
// query, answer JSON). Anything the product spends beyond this is framework and ORM overhead.
//
// Environment: DATABASE_URL, PORT, SESSION_SECRET, SESSION_COOKIE (default connect.sid),
// POOL_MAX (default 10).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';
import { routes, sessionUser } from './routes.mjs';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_MAX ?? 10),
});
const secrets = String(process.env.SESSION_SECRET ?? '').split(',').filter(Boolean);
const cookieName = process.env.SESSION_COOKIE ?? 'connect.sid';

/** cookie-signature's unsign: `value.base64(hmac-sha256(value))` without `=` padding. */
function unsign(signed, secret) {
  const dot = signed.lastIndexOf('.');
  if (dot < 0) return false;
  const value = signed.slice(0, dot);
  const expected = Buffer.from(`${value}.${createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '')}`);
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : false;
}

/** express-session's getcookie: the named cookie, URI-decoded, `s:`-prefixed, signed by one of the secrets. */
function sessionId(cookieHeader) {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== cookieName) continue;
    let raw = part.slice(eq + 1).trim();
    if (raw.startsWith('"')) raw = raw.slice(1, -1);
    try {
      raw = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (!raw.startsWith('s:')) return null;
    for (const secret of secrets) {
      const sid = unsign(raw.slice(2), secret);
      if (sid !== false) return sid;
    }
    return null;
  }
  return null;
}

function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

const unauthorized = { statusCode: 401, error: 'Unauthorized', message: 'Not logged in' };
const notFound = { statusCode: 404, error: 'Not Found', message: 'Not found' };

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/api/health') return send(res, 200, { status: 'ok' });
    const route = routes.find((r) => r.method === req.method && r.pattern.test(url.pathname));
    if (!route) return send(res, 404, notFound);
    const params = url.pathname.match(route.pattern).groups ?? {};

    const sid = sessionId(req.headers.cookie);
    if (!sid) return send(res, 401, unauthorized);
    // The session row and its user in one query, as the product reads them for a read.
    const user = await sessionUser(pool, sid);
    if (!user) return send(res, 401, unauthorized);

    const result = await route.handle({ pool, user, params, query: url.searchParams });
    if (result === null) return send(res, 404, notFound);
    if (result && typeof result === 'object' && 'status' in result && 'body' in result) return send(res, result.status, result.body);
    return send(res, 200, result);
  } catch (err) {
    send(res, 500, { statusCode: 500, error: 'Internal Server Error', message: err.message });
  }
});

server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 3401), '127.0.0.1', () => {
  process.stdout.write(`baseline listening on ${server.address().port}\n`);
});
for (const sig of ['SIGTERM', 'SIGINT']) {
  process.on(sig, () => server.close(() => pool.end().then(() => process.exit(0))));
}
