import { jest } from '@jest/globals';
import path from 'node:path';
import { ConfigError, REPO_ROOT, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults: embedded database, in-process jobs, port 3000', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, jobsInApi: true, logLevel: 'log', queuePrefix: 'mailplan', isProduction: false });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.pgliteDataDir).toBe(path.join(REPO_ROOT, '.data/pglite'));
    expect(c.webDistDir).toBe(path.resolve(REPO_ROOT));
    expect(c.allowedOrigins).toContain('http://localhost:4200');
  });

  it('reads every setting', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/mailplan',
      REDIS_URL: 'redis://cache:6379',
      JOBS_IN_API: 'false',
      SESSION_SECRET: 'a-long-enough-secret-value',
      NODE_ENV: 'production',
      MF_REMOTE_MFE_CALENDAR_URL: 'https://cdn.example.com/cal/remoteEntry.js',
      LOG_LEVEL: 'debug',
    });
    expect(c).toMatchObject({ port: 8080, jobsInApi: false, isProduction: true, logLevel: 'debug', allowedOrigins: [] });
    expect(c.remoteUrls).toEqual({ mfe_calendar: 'https://cdn.example.com/cal/remoteEntry.js' });
  });

  it('reports every bad value at once, naming the variable', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', REDIS_URL: 'nope', JOBS_IN_API: 'maybe', LOG_LEVEL: 'loud', SESSION_SECRET: 'short' });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "abc")',
      'DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://x")',
      'REDIS_URL is not a valid URL (got "nope")',
      'SESSION_SECRET must be at least 16 characters long',
      'LOG_LEVEL must be one of error, warn, log, debug, verbose (got "loud")',
      'JOBS_IN_API must be true or false (got "maybe")',
    ]);
    expect(error!.message).toContain('Invalid configuration:');
  });

  it('reads the job queues\' lock from QUEUE_LOCK_MS and refuses one out of range', () => {
    expect(loadConfig({}).jobQueues.settings).toEqual({ lockDuration: 30_000, lockRenewTime: 15_000, stalledInterval: 30_000, maxStalledCount: 2 });
    expect(loadConfig({ QUEUE_LOCK_MS: '1000' }).jobQueues.settings).toMatchObject({ lockDuration: 1000, lockRenewTime: 500, stalledInterval: 1000 });
    expect(loadConfig({}).jobQueues.queues['ai-generate']).toMatchObject({ concurrency: 8, jobOptions: { attempts: 2, removeOnComplete: { count: 1000 } } });
    for (const raw of ['abc', '100', '1.5', '700000']) {
      expect(() => loadConfig({ QUEUE_LOCK_MS: raw })).toThrow(`QUEUE_LOCK_MS must be a whole number from 500 to 600000 (got "${raw}")`);
    }
  });

  it('warns when production runs on the development session secret', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadConfig({ NODE_ENV: 'production' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SESSION_SECRET is not set'));
    warn.mockRestore();
  });
});

describe('SMTP_URL', () => {
  it('is unset by default: invitations are not emailed', () => {
    expect(loadConfig({}).smtp).toBeUndefined();
  });

  it('reads the connection URL and takes the sender out of its from parameter', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465?from=Team%20%3Cteam%40example.com%3E' }).smtp).toEqual({
      url: 'smtps://u:p@mail.example.com:465',
      from: 'Team <team@example.com>',
    });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).smtp).toEqual({ url: 'smtp://127.0.0.1:2525', from: 'Mailplan <no-reply@mailplan.invalid>' });
  });

  it('refuses anything but an smtp:// or smtps:// URL at start-up', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow('SMTP_URL must start with smtp:// or smtps:// (got "http://mail.example.com")');
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow('SMTP_URL is not a valid URL (got "not a url")');
  });
});
