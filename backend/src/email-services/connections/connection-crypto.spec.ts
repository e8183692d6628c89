import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config/config.js';
import { ConnectionCrypto } from './connection-crypto.js';
import { retryAfterMs } from '../http-retry.js';
import { MAILCHIMP_KEY } from '../mailchimp/mailchimp.client.js';

const crypto = (over: Partial<{ connectionsKey: Buffer; connectionsKeyFile: string }>) =>
  new ConnectionCrypto({ connectionsKey: undefined, connectionsKeyFile: path.join(mkdtempSync(path.join(tmpdir(), 'mp-key-')), 'connections.key'), ...over } as never);

describe('ConnectionCrypto', () => {
  it('round-trips a key, with a fresh IV each time, bound to its organization and service', () => {
    const c = crypto({ connectionsKey: Buffer.alloc(32, 1) });
    const a = c.encrypt('pk_secret0123456789abcdef', 'email-connection:1:klaviyo');
    const b = c.encrypt('pk_secret0123456789abcdef', 'email-connection:1:klaviyo');
    expect(a).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret');
    expect(c.decrypt(a, 'email-connection:1:klaviyo')).toBe('pk_secret0123456789abcdef');
    expect(() => c.decrypt(a, 'email-connection:2:klaviyo')).toThrow();
    const bytes = Buffer.from(a.slice(3), 'base64');
    bytes[40] ^= 1;
    const tampered = `v1:${bytes.toString('base64')}`;
    expect(() => c.decrypt(tampered, 'email-connection:1:klaviyo')).toThrow();
    expect(() => crypto({ connectionsKey: Buffer.alloc(32, 2) }).decrypt(a, 'email-connection:1:klaviyo')).toThrow();
  });

  it('without CONNECTIONS_ENCRYPTION_KEY, generates a key once in the data directory (owner-only) and reuses it', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'mp-key-')), 'sub', 'connections.key');
    const first = crypto({ connectionsKeyFile: file });
    const stored = first.encrypt('abc', 'ctx');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(crypto({ connectionsKeyFile: file }).decrypt(stored, 'ctx')).toBe('abc');
    writeFileSync(file, 'short\n');
    expect(() => crypto({ connectionsKeyFile: file }).onModuleInit()).toThrow(/does not hold a 32-byte key/);
  });
});

describe('configuration', () => {
  it('takes CONNECTIONS_ENCRYPTION_KEY as 64 hex digits or base64 of 32 bytes, and refuses anything else', () => {
    expect(loadConfig({ CONNECTIONS_ENCRYPTION_KEY: 'ab'.repeat(32) }).connectionsKey).toEqual(Buffer.alloc(32, 0xab));
    expect(loadConfig({ CONNECTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64') }).connectionsKey).toEqual(Buffer.alloc(32, 9));
    expect(loadConfig({}).connectionsKey).toBeUndefined();
    for (const bad of ['too-short', 'ab'.repeat(16), Buffer.alloc(16).toString('base64')]) {
      expect(() => loadConfig({ CONNECTIONS_ENCRYPTION_KEY: bad })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ KLAVIYO_BASE_URL: 'ftp://x' })).toThrow(/KLAVIYO_BASE_URL/);
  });
});

describe('email service helpers', () => {
  it("reads Retry-After as seconds or a date, and a Mailchimp key's data centre", () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(Date.now() + 3000).toUTCString())).toBeGreaterThan(1000);
    expect(retryAfterMs(undefined)).toBe(1000);
    expect(MAILCHIMP_KEY.exec('0123456789abcdef0123456789abcdef-us21')?.[1]).toBe('us21');
    expect(MAILCHIMP_KEY.test('0123456789abcdef0123456789abcdef')).toBe(false);
  });
});
