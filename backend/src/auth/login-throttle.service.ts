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

/**
 * Counts failed logins in Postgres (table login_attempts) per email+IP, and per IP across
 * emails, so a password cannot be guessed by brute force. If the counter cannot be read the
 * login is refused (503), never let through.
 */
@Injectable()
export class LoginThrottleService {
  private readonly logger = new Logger('LoginThrottle');
  private limiters?: Promise<{ perAccount: RateLimiterPostgres; perIp: RateLimiterPostgres }>;

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private getLimiters() {
    this.limiters ??= (async () => {
      const pool = await this.orm.em.getDriver().getConnection().getNativeClient();
      const common = { storeClient: pool, storeType: 'pool', tableName: 'login_attempts', tableCreated: true, duration: this.config.loginThrottleWindowSec };
      return {
        perAccount: new RateLimiterPostgres({ ...common, keyPrefix: 'acct', points: this.config.loginMaxAttempts }),
        perIp: new RateLimiterPostgres({ ...common, keyPrefix: 'ip', points: this.config.loginMaxAttempts * 20 }),
      };
    })();
    return this.limiters;
  }

  private keys(email: string, ip: string) {
    const h = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 40);
    return { account: h(`${email}\u0000${ip}`), ip: h(ip) };
  }

  /** Throws 429 when this email+IP (or this IP) has failed too often. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const { perAccount, perIp } = await this.guard(() => this.getLimiters());
    const [a, i] = await this.guard(() => Promise.all([perAccount.get(keys.account), perIp.get(keys.ip)]));
    for (const [res, limiter] of [[a, perAccount], [i, perIp]] as const) {
      if (res && res.consumedPoints >= limiter.points) throw new TooManyAttemptsException(Math.ceil(res.msBeforeNext / 1000));
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const { perAccount, perIp } = await this.guard(() => this.getLimiters());
    await this.guard(() =>
      Promise.all([perAccount.consume(keys.account), perIp.consume(keys.ip)].map((p) => p.catch(rejectUnlessLimit))),
    );
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const { perAccount } = await this.guard(() => this.getLimiters());
    await this.guard(() => perAccount.delete(keys.account));
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

/** A consume over the limit rejects with a RateLimiterRes: that is a count, not a failure. */
function rejectUnlessLimit(err: unknown): unknown {
  if (err instanceof RateLimiterRes) return err;
  throw err;
}
