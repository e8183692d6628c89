import { createHash } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { MESSAGES } from '@mailplan/shared';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';

/** Raised with 429 and the seconds until the next attempt is allowed. */
export class TooManyAttemptsException extends HttpException {
  constructor(readonly retryAfterSec: number) {
    super(MESSAGES.tooManyLoginAttempts, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Longest wait for one account from one client, and for one client across accounts. */
export const LOGIN_MAX_DELAY_SEC = 60;
/** Longest wait for an account across every client: it slows a distributed guesser, never locks the owner out for long. */
export const LOGIN_ACCOUNT_MAX_DELAY_SEC = 15;
/** How long a successful sign-in makes an account known on that client (it passes that client's spraying wait). */
const KNOWN_CLIENT_SEC = 30 * 24 * 3600;

/**
 * The wait after the `failures`-th failure of one counter: none below `free`, then 1 s, 2 s,
 * 4 s… doubling up to `cap`.
 */
export function loginDelaySec(failures: number, free: number, cap: number): number {
  if (failures < free) return 0;
  return Math.min(cap, 2 ** Math.min(failures - free, 30));
}

type Scope = 'pair' | 'account' | 'client';

/**
 * Slows password guessing without letting a stranger lock anyone out (docs/decisions.md#login-throttle).
 * Failed logins are counted in Postgres (table login_attempts) over a window, three ways:
 *  - per account and client (email + IP): after `loginMaxAttempts` failures that client waits
 *    before its next try for that account, 1 s doubling up to a minute; a success clears it;
 *  - per account across clients: after `loginAccountMaxAttempts` failures everyone waits before
 *    the next try, 1 s doubling up to 15 s (a slow-down, never a long lockout);
 *  - per client across accounts: after `loginClientMaxAttempts` failures the client waits, 1 s
 *    doubling up to a minute, except for accounts that signed in from that client before, so
 *    colleagues behind one address keep signing in while someone there sprays emails.
 * While a wait runs, attempts answer 429 with Retry-After and the password is not checked. If the
 * counters cannot be read the login is refused (503), never let through.
 */
@Injectable()
export class LoginThrottleService {
  private readonly logger = new Logger('LoginThrottle');
  private limiters?: Promise<{ failures: RateLimiterPostgres; waits: RateLimiterPostgres; known: RateLimiterPostgres }>;

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private getLimiters() {
    this.limiters ??= (async () => {
      const pool = await this.orm.em.getDriver().getConnection().getNativeClient();
      const common = { storeClient: pool, storeType: 'pool', tableName: 'login_attempts', tableCreated: true };
      return {
        // A plain counter over the window: its points are never the limit, the delays below are.
        failures: new RateLimiterPostgres({ ...common, keyPrefix: 'fail', points: 1_000_000, duration: this.config.loginThrottleWindowSec }),
        // A key blocked here (`block(key, seconds)`) is a wait that runs.
        waits: new RateLimiterPostgres({ ...common, keyPrefix: 'wait', points: 1, duration: 1 }),
        known: new RateLimiterPostgres({ ...common, keyPrefix: 'known', points: 1, duration: KNOWN_CLIENT_SEC }),
      };
    })();
    return this.limiters;
  }

  private keys(email: string, ip: string): Record<Scope, string> {
    const h = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 40);
    const account = email.trim().toLowerCase();
    return { pair: `pair:${h(`${account}\u0000${ip}`)}`, account: `acct:${h(account)}`, client: `ip:${h(ip)}` };
  }

  /** Throws 429 (with the seconds to wait) while a wait for this email, this client or the pair runs. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const { waits, known } = await this.guard(() => this.getLimiters());
    const [pair, account, client] = await this.guard(() => Promise.all([waits.get(keys.pair), waits.get(keys.account), waits.get(keys.client)]));
    const running = (res: RateLimiterRes | null) => (res && res.consumedPoints > waits.points ? res.msBeforeNext : 0);
    let waitMs = Math.max(running(pair), running(account));
    const clientWait = running(client);
    if (clientWait > waitMs && !(await this.guard(() => known.get(keys.pair)))) waitMs = clientWait;
    if (waitMs > 0) throw new TooManyAttemptsException(Math.ceil(waitMs / 1000));
  }

  /** Counts a failure and starts the waits its counters have reached. */
  async recordFailure(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const { failures, waits } = await this.guard(() => this.getLimiters());
    const counted = await this.guard(() => Promise.all([failures.consume(keys.pair), failures.consume(keys.account), failures.consume(keys.client)]));
    const [pair, account, client] = counted.map((r) => r.consumedPoints);
    const c = this.config;
    const delays: [string, number][] = [
      [keys.pair, loginDelaySec(pair!, c.loginMaxAttempts, LOGIN_MAX_DELAY_SEC)],
      [keys.account, loginDelaySec(account!, c.loginAccountMaxAttempts, LOGIN_ACCOUNT_MAX_DELAY_SEC)],
      [keys.client, loginDelaySec(client!, c.loginClientMaxAttempts, LOGIN_MAX_DELAY_SEC)],
    ];
    await this.guard(() => Promise.all(delays.filter(([, sec]) => sec > 0).map(([key, sec]) => waits.block(key, sec))));
  }

  /** A success clears this account's count and wait on this client, and makes the account known there. */
  async recordSuccess(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const { failures, waits, known } = await this.guard(() => this.getLimiters());
    await this.guard(() => Promise.all([failures.delete(keys.pair), waits.delete(keys.pair), known.set(keys.pair, 1, KNOWN_CLIENT_SEC)]));
  }

  private async guard<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof HttpException) throw err;
      this.logger.error(`login throttle unavailable: ${(err as Error)?.message ?? err}`);
      throw new ServiceUnavailableException('Sign-in is temporarily unavailable. Please try again later.');
    }
  }
}
