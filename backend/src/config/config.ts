import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jobQueuesConfig, type JobQueuesConfig } from './job-queues.js';

/** The repository root: src/config and dist/config both sit three levels below it. */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export const LOG_LEVELS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const REMOTE_NAMES = ['mfe_campaigns', 'mfe_strategy', 'mfe_calendar'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  /** Unset: an embedded PGlite database in `pgliteDataDir`. */
  databaseUrl?: string;
  pgliteDataDir: string;
  /** A pooled database connection idle this long is closed (and reopened when next needed). */
  databasePoolIdleMs: number;
  /** Unset: jobs run in-process. */
  redisUrl?: string;
  /** Whether this API process also runs job processors (false when separate workers run them). */
  jobsInApi: boolean;
  /** Bull key prefix, so several installations or test runs can share one Redis. */
  queuePrefix: string;
  /** Every job queue's settings: lock (QUEUE_LOCK_MS), job options, concurrency (job-queues.ts). */
  jobQueues: JobQueuesConfig;
  sessionSecret: string;
  /** Sessions last this long without activity. */
  sessionMaxAgeMs: number;
  /** Failed logins of one account from one client (IP) before each further try waits (docs/decisions.md#login-throttle). */
  loginMaxAttempts: number;
  /** Failed logins of one account from all clients before each further try waits a little. */
  loginAccountMaxAttempts: number;
  /** Failed logins from one client (IP) across accounts before it waits (accounts known on it excepted). */
  loginClientMaxAttempts: number;
  loginThrottleWindowSec: number;
  /** Root holding shell/dist and each micro-frontend's dist. */
  webDistDir: string;
  /** Explicit remoteEntry.js URLs; unset ones are served by this process. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  logLevel: LogLevel;
  /** Number of proxies in front of the app (Express `trust proxy`), for Secure cookies and client IPs. */
  trustProxy: number;
  /** Largest JSON body accepted. */
  bodyLimit: string;
  /** Origins besides this host allowed to write (the front-end dev servers outside production). */
  allowedOrigins: string[];
  /**
   * The AES-256-GCM key that encrypts the email services' API keys at rest (CONNECTIONS_ENCRYPTION_KEY,
   * 32 bytes as base64 or hex). Unset: a key generated once and kept in `connectionsKeyFile`.
   */
  connectionsKey?: Buffer;
  /** Where the generated key is kept when CONNECTIONS_ENCRYPTION_KEY is unset (beside the embedded database). */
  connectionsKeyFile: string;
  /** The email services' API addresses (a local fake in tests); unset: the real services. */
  emailServices: { klaviyoBaseUrl?: string; mailchimpBaseUrl?: string };
  /**
   * Where invitation emails are sent through (SMTP_URL, nodemailer's connection URL without its
   * `from` parameter) and their sender. Unset: nothing is emailed, the admin copies the link.
   */
  smtp?: { url: string; from: string };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEV_SESSION_SECRET = 'mailplan-development-session-secret-change-me';

type Env = Record<string, string | undefined>;

/**
 * Reads and checks every setting the backend uses. All problems are reported at once, each
 * naming its variable, so a bad deployment stops at start-up instead of failing later.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const warnings: string[] = [];
  const str = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  };
  const num = (name: string, fallback: number, min: number, max: number): number => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min || n > max) {
      problems.push(`${name} must be a number from ${+min.toFixed(6)} to ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = str(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['true', '1', 'yes'].includes(raw)) return true;
    if (['false', '0', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${env[name]}")`);
    return fallback;
  };
  const url = (name: string, protocols: string[]): string | undefined => {
    const raw = str(name);
    if (raw === undefined) return undefined;
    try {
      const u = new URL(raw);
      if (!protocols.includes(u.protocol)) {
        problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${raw}")`);
      }
    } catch {
      problems.push(`${name} is not a valid URL (got "${raw}")`);
    }
    return raw;
  };

  const nodeEnv = str('NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';
  const port = int('PORT', 3000, 0, 65535);
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:']);
  const pgliteDataDir = path.resolve(REPO_ROOT, str('PGLITE_DATA_DIR') ?? '.data/pglite');
  const webDistDir = path.resolve(REPO_ROOT, str('WEB_DIST_DIR') ?? '.');

  let sessionSecret = str('SESSION_SECRET');
  if (!sessionSecret) {
    sessionSecret = DEV_SESSION_SECRET;
    if (isProduction) warnings.push('SESSION_SECRET is not set: using the development secret. Set it in production.');
  } else if (sessionSecret.length < 16) {
    problems.push('SESSION_SECRET must be at least 16 characters long');
  }

  const logLevel = (str('LOG_LEVEL') ?? 'log') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);

  const remoteUrls: AppConfig['remoteUrls'] = {};
  for (const name of REMOTE_NAMES) {
    const variable = `MF_REMOTE_${name.toUpperCase()}_URL`;
    const value = url(variable, ['http:', 'https:']);
    if (value) remoteUrls[name] = value;
  }

  const queuePrefix = str('QUEUE_PREFIX') ?? 'mailplan';
  if (!/^[A-Za-z0-9_:-]+$/.test(queuePrefix)) problems.push(`QUEUE_PREFIX may hold only letters, digits, _ : and - (got "${queuePrefix}")`);

  const bodyLimit = str('BODY_LIMIT') ?? '2mb';
  if (!/^\d+(kb|mb)$/i.test(bodyLimit)) problems.push(`BODY_LIMIT must look like 100kb or 2mb (got "${bodyLimit}")`);

  const devOrigins = isProduction
    ? []
    : [4200, 4201, 4202, 4203].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
  const allowedOrigins = [...devOrigins, ...(str('ALLOWED_ORIGINS')?.split(',').map((o) => o.trim()).filter(Boolean) ?? [])];

  const connectionsKey = encryptionKey(str('CONNECTIONS_ENCRYPTION_KEY'), problems);
  if (!connectionsKey && isProduction) {
    warnings.push('CONNECTIONS_ENCRYPTION_KEY is not set: email service keys are encrypted with a key kept in the data directory. Set it in production, the same in every process.');
  }

  const smtp = smtpConfig(url('SMTP_URL', ['smtp:', 'smtps:']));

  const config: AppConfig = {
    nodeEnv,
    isProduction,
    port,
    databaseUrl,
    pgliteDataDir,
    databasePoolIdleMs: int('DATABASE_POOL_IDLE_MS', 10_000, 100, 24 * 3600_000),
    redisUrl,
    jobsInApi: bool('JOBS_IN_API', true),
    queuePrefix,
    jobQueues: jobQueuesConfig(int('QUEUE_LOCK_MS', 30_000, 500, 600_000)),
    sessionSecret,
    sessionMaxAgeMs: Math.round(num('SESSION_MAX_AGE_HOURS', 24 * 7, 1 / 3600, 24 * 365) * 3600_000),
    loginMaxAttempts: int('LOGIN_MAX_ATTEMPTS', 5, 1, 1000),
    loginAccountMaxAttempts: int('LOGIN_ACCOUNT_MAX_ATTEMPTS', 100, 1, 100_000),
    loginClientMaxAttempts: int('LOGIN_CLIENT_MAX_ATTEMPTS', 100, 1, 100_000),
    loginThrottleWindowSec: int('LOGIN_THROTTLE_WINDOW_SECONDS', 15 * 60, 1, 24 * 3600),
    webDistDir,
    remoteUrls,
    logLevel,
    trustProxy: int('TRUST_PROXY', 0, 0, 10),
    bodyLimit,
    allowedOrigins,
    connectionsKey,
    connectionsKeyFile: path.resolve(path.dirname(pgliteDataDir), 'connections.key'),
    emailServices: {
      klaviyoBaseUrl: url('KLAVIYO_BASE_URL', ['http:', 'https:']),
      mailchimpBaseUrl: url('MAILCHIMP_BASE_URL', ['http:', 'https:']),
    },
    smtp,
  };
  if (problems.length) throw new ConfigError(problems);
  for (const w of warnings) console.warn(`[config] ${w}`);
  return config;
}

/** CONNECTIONS_ENCRYPTION_KEY as 32 bytes: 64 hex digits or base64 (standard or URL-safe) of 32 bytes. */
function encryptionKey(raw: string | undefined, problems: string[]): Buffer | undefined {
  if (raw === undefined) return undefined;
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(raw) ? Buffer.from(raw, 'base64') : undefined;
  if (key?.length !== 32) {
    problems.push('CONNECTIONS_ENCRYPTION_KEY must be 32 bytes written as 64 hex digits or as base64 (e.g. the output of `openssl rand -base64 32`)');
    return undefined;
  }
  return key;
}

/** The sender invitation emails show when SMTP_URL names none (`?from=`). */
export const DEFAULT_MAIL_FROM = 'Mailplan <no-reply@mailplan.invalid>';

/**
 * SMTP_URL as nodemailer takes it (`smtp://user:pass@host:587`, `smtps://...`), with an optional
 * `from` parameter for the sender (`?from=team@example.com`), which is taken out of the URL.
 */
function smtpConfig(raw: string | undefined): AppConfig['smtp'] {
  if (!raw) return undefined;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return undefined; // already reported by url()
  }
  const from = u.searchParams.get('from')?.trim() || DEFAULT_MAIL_FROM;
  u.searchParams.delete('from');
  return { url: u.toString(), from };
}

/** Nest log levels enabled for a configured level (each includes the more severe ones). */
export function enabledLogLevels(level: LogLevel): LogLevel[] {
  return LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(level) + 1);
}
