import { createHash } from 'node:crypto';
import { hashSecretToken, isSecretToken, newSecretToken } from './secret-token.js';

describe('secret tokens of links', () => {
  it('are 256 random bits, URL-safe, stored as their SHA-256 only', () => {
    const a = newSecretToken();
    const b = newSecretToken();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.tokenHash).toBe(createHash('sha256').update(a.token).digest('hex'));
    expect(a.tokenHash).toBe(hashSecretToken(a.token));
    expect(a.tokenHash).not.toContain(a.token);
  });

  it('recognises only the form a new token has', () => {
    expect(isSecretToken(newSecretToken().token)).toBe(true);
    for (const value of ['', 'abc', `${newSecretToken().token}x`, 'a'.repeat(42) + '/', 42, null, undefined]) expect(isSecretToken(value)).toBe(false);
  });
});
