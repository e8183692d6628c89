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

  it('warns when production runs on the development session secret', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadConfig({ NODE_ENV: 'production' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SESSION_SECRET is not set'));
    warn.mockRestore();
  });
});
