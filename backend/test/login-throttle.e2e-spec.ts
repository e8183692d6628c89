import request from 'supertest';
import { MESSAGES } from '@mailplan/shared';
import { PASSWORD, signUp, startTestApp, uniqueEmail, type TestApp } from './support/test-app.js';

/**
 * The sign-in throttle behind a proxy (TRUST_PROXY=1: the client is the last X-Forwarded-For
 * address, as nginx sends it): a stranger slows only themselves, never locks another person out
 * (docs/decisions.md#login-throttle). Small limits keep the runs short; the rules are the same.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: '1', LOGIN_MAX_ATTEMPTS: '3', LOGIN_ACCOUNT_MAX_ATTEMPTS: '12', LOGIN_CLIENT_MAX_ATTEMPTS: '8' });
}, 30_000);
afterAll(() => t?.close());

const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };
let clients = 0;
/** A distinct client address (TEST-NET ranges), one per call. */
const newClient = () => `198.51.${100 + Math.floor(clients / 250)}.${(clients++ % 250) + 1}`;
const login = (ip: string, email: string, password: string) => request(t.server).post('/api/auth/login').set(CSRF).set('X-Forwarded-For', ip).send({ email, password });
const wait = (sec: number) => new Promise((r) => setTimeout(r, sec * 1000 + 150));

/** Expects 429 with the spec's body, and answers its Retry-After in seconds. */
async function refused(ip: string, email: string, password: string): Promise<number> {
  const res = await login(ip, email, password);
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: MESSAGES.tooManyLoginAttempts });
  return Number(res.headers['retry-after']);
}

describe('a stranger guessing one account from their client', () => {
  it('is slowed with waits that grow, while the owner signs in from their own client', async () => {
    const victim = await signUp(t.server, { org: false });
    const attacker = newClient();
    const owner = newClient();
    for (let i = 0; i < 3; i++) expect((await login(attacker, victim.email, 'wrong password')).status).toBe(401);
    // the third failure starts a 1 s wait: even the right password waits, from that client only
    expect(await refused(attacker, victim.email, PASSWORD)).toBe(1);
    expect((await login(owner, victim.email, PASSWORD)).status).toBe(200);

    const waits: number[] = [1];
    for (let i = 0; i < 2; i++) {
      await wait(waits.at(-1)!);
      expect((await login(attacker, victim.email, 'wrong password')).status).toBe(401);
      waits.push(await refused(attacker, victim.email, 'wrong password'));
    }
    expect(waits).toEqual([1, 2, 4]);
    // the owner is still let in, and was never refused
    expect((await login(owner, victim.email, PASSWORD)).status).toBe(200);
    // the attacker's wait is untouched by the owner's success
    expect(await refused(attacker, victim.email, PASSWORD)).toBeGreaterThanOrEqual(3);
  }, 30_000);

  it('a success clears that client\'s count for the account', async () => {
    const { email } = await signUp(t.server, { org: false });
    const ip = newClient();
    for (let i = 0; i < 2; i++) expect((await login(ip, email, 'wrong password')).status).toBe(401);
    expect((await login(ip, email, PASSWORD)).status).toBe(200);
    // two more failures are again below the limit of three
    for (let i = 0; i < 2; i++) expect((await login(ip, email, 'wrong password')).status).toBe(401);
    expect((await login(ip, email, PASSWORD)).status).toBe(200);
  });

  it('without a trusted proxy, X-Forwarded-For does not make a new client', async () => {
    const direct = await startTestApp({ LOGIN_MAX_ATTEMPTS: '2' });
    try {
      const { email } = await signUp(direct.server, { org: false });
      const at = (ip: string, password: string) => request(direct.server).post('/api/auth/login').set(CSRF).set('X-Forwarded-For', ip).send({ email, password });
      expect((await at('203.0.113.1', 'wrong password')).status).toBe(401);
      expect((await at('203.0.113.2', 'wrong password')).status).toBe(401);
      expect((await at('203.0.113.3', PASSWORD)).status).toBe(429);
    } finally {
      await direct.close();
    }
  }, 30_000);
});

describe('many clients guessing one account', () => {
  it('slow everyone a little, then the owner signs in once the short wait is over', async () => {
    const victim = await signUp(t.server, { org: false });
    // twelve clients, one failure each: no client reaches its own limit
    for (let i = 0; i < 12; i++) expect((await login(newClient(), victim.email, 'wrong password')).status).toBe(401);
    const owner = newClient();
    const retryAfter = await refused(owner, victim.email, PASSWORD);
    expect(retryAfter).toBe(1);
    await wait(retryAfter);
    expect((await login(owner, victim.email, PASSWORD)).status).toBe(200);
  }, 30_000);
});

describe('one client spraying many emails', () => {
  it('is slowed with growing waits; other clients, and accounts already signed in from it, are not', async () => {
    const sprayer = newClient();
    const colleague = await signUp(t.server, { org: false });
    const stranger = await signUp(t.server, { org: false });
    // the colleague signed in from the same address before the spraying
    expect((await login(sprayer, colleague.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 8; i++) expect((await login(sprayer, uniqueEmail('sprayed'), 'wrong password')).status).toBe(401);
    expect(await refused(sprayer, uniqueEmail('sprayed'), 'wrong password')).toBe(1);
    await wait(1);
    expect((await login(sprayer, uniqueEmail('sprayed'), 'wrong password')).status).toBe(401);
    expect(await refused(sprayer, uniqueEmail('sprayed'), 'wrong password')).toBe(2);

    // while that wait runs, the colleague behind the same address still signs in…
    expect((await login(sprayer, colleague.email, PASSWORD)).status).toBe(200);
    // …a person never seen on that address waits like the sprayer…
    expect(await refused(sprayer, stranger.email, PASSWORD)).toBeGreaterThanOrEqual(1);
    // …and from their own client they sign in at once
    expect((await login(newClient(), stranger.email, PASSWORD)).status).toBe(200);
  }, 30_000);
});
