import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts the email services' API keys at rest with AES-256-GCM (node:crypto): a random 12-byte
 * IV per value, the 16-byte authentication tag kept with it, the connection's organization and
 * service as additional authenticated data (a value copied to another row does not decrypt).
 * The key is CONNECTIONS_ENCRYPTION_KEY; unset, a random key generated on first start and kept in
 * the data directory (docs/decisions.md#connection-keys).
 */
@Injectable()
export class ConnectionCrypto implements OnModuleInit {
  private key?: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit(): void {
    this.key = this.config.connectionsKey ?? loadOrCreateKeyFile(this.config.connectionsKeyFile);
  }

  private get secret(): Buffer {
    if (!this.key) this.onModuleInit();
    return this.key!;
  }

  encrypt(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.secret, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
  }

  /** Throws when the value was not written with this key and context (or was changed). */
  decrypt(stored: string, context: string): string {
    const [version, body] = stored.split(':');
    if (version !== VERSION || !body) throw new Error('Unknown encrypted key format');
    const raw = Buffer.from(body, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.secret, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

/** The key kept in `file` (32 random bytes, hex), written once with owner-only permissions. */
function loadOrCreateKeyFile(file: string): Buffer {
  const read = () => {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key; remove it or set CONNECTIONS_ENCRYPTION_KEY`);
    return key;
  };
  try {
    return read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    // another process of the same installation wrote it first
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return read();
}
