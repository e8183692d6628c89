import { BadGatewayException, BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { CONNECTION_MESSAGES, EMAIL_SERVICE_NAMES } from '@mailplan/shared';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { TenantRepositories } from '../../common/tenant-repository.js';
import type { TenantScope } from '../../common/tenant-scope.js';
import type { EmailServiceAccount, EmailServiceId } from '../email-service.js';
import { EmailServiceError } from '../email-service.errors.js';
import { emailServiceOf } from '../email-service.registry.js';
import { ConnectionCrypto } from './connection-crypto.js';
import type { AudienceDto, ConnectionDto, ConnectionTestDto } from './dto/connection.dto.js';
import { EmailConnection } from './email-connection.entity.js';

export const notConnected = (service: EmailServiceId) => `${EMAIL_SERVICE_NAMES[service]} is not connected. An admin can connect it under Email services.`;

/** A saved key that no longer decrypts: 409 with one sentence, whichever request needed the key (docs/decisions.md#connection-keys). */
export const keyUnreadable = (service: EmailServiceId) => new ConflictException(CONNECTION_MESSAGES.keyUnreadable(EMAIL_SERVICE_NAMES[service]));

/** A service's failure during a request: 502 with its sentence (the key and the service are the problem, not the request). */
export function httpErrorOf(err: unknown): unknown {
  return err instanceof EmailServiceError ? new BadGatewayException(err.message) : err;
}

/**
 * The organization's connections to email services: keys checked against the service before they
 * are kept, kept encrypted (ConnectionCrypto), never answered again (only their last four
 * characters), and the service accounts they reach.
 */
@Injectable()
export class ConnectionsService {
  private readonly logger = new Logger('Connections');

  constructor(
    private readonly repos: TenantRepositories,
    private readonly crypto: ConnectionCrypto,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private connections(repos = this.repos) {
    return repos.for(EmailConnection, 'Connection not found');
  }

  async list(scope: TenantScope): Promise<ConnectionDto[]> {
    const rows = await this.connections().rows(scope, { orderBy: { service: 'asc' } });
    // a key that no longer decrypts is shown as such, so that an admin enters it again
    return rows.map((row) => toDto(row, !this.readable(row)));
  }

  /** Checks the key with the service, then keeps it (replacing the organization's previous key for the service). */
  async connect(scope: TenantScope, service: EmailServiceId, apiKey: string): Promise<ConnectionDto> {
    const adapter = emailServiceOf(service);
    if (!adapter.keyFits(apiKey)) throw new BadRequestException(adapter.keyShapeMessage);
    const account = adapter.account(apiKey, this.config.emailServices);
    let accountName: string | null;
    try {
      await account.test();
      accountName = await account.accountName();
    } catch (err) {
      if (err instanceof EmailServiceError && (err.failure === 'refused' || err.failure === 'rejected')) throw new BadRequestException(err.message);
      throw httpErrorOf(err);
    }
    const row = await this.connections().upsert(
      scope,
      {
        service,
        encryptedKey: this.crypto.encrypt(apiKey, contextOf(scope.organizationId, service)),
        keyLast4: adapter.keyLast4(apiKey),
        dataCenter: account.dataCenter,
        accountName,
        lastTestedAt: new Date(),
        updatedAt: new Date(),
      },
      { onConflict: ['organizationId', 'service'] },
    );
    return toDto(row, false);
  }

  async remove(scope: TenantScope, service: EmailServiceId): Promise<void> {
    const row = await this.find(scope, service);
    await this.connections().delete(scope, row.id);
  }

  /** Checks the kept key against the service; answers what it found in words. */
  async test(scope: TenantScope, service: EmailServiceId): Promise<ConnectionTestDto> {
    const row = await this.find(scope, service);
    const account = this.accountOf(service, this.keyOf(row));
    try {
      await account.test();
    } catch (err) {
      if (err instanceof EmailServiceError) return { ok: false, message: err.message };
      throw err;
    }
    await this.connections().update(scope, row.id, { lastTestedAt: new Date() });
    await this.repos.flush();
    return { ok: true, message: `${EMAIL_SERVICE_NAMES[service]} accepted the API key.` };
  }

  async audiences(scope: TenantScope, service: EmailServiceId): Promise<AudienceDto[]> {
    const account = await this.account(scope, service);
    try {
      return await account.audiences();
    } catch (err) {
      throw httpErrorOf(err);
    }
  }

  /** The account of the organization's connection (404 when it has none, 409 when its saved key can no longer be read). */
  async account(scope: TenantScope, service: EmailServiceId, repos = this.repos): Promise<EmailServiceAccount> {
    const row = await this.find(scope, service, repos);
    return this.accountOf(service, this.keyOf(row));
  }

  private async find(scope: TenantScope, service: EmailServiceId, repos = this.repos) {
    const [row] = await this.connections(repos).rows(scope, { where: { service }, limit: 1 });
    if (!row) throw new NotFoundException(notConnected(service));
    return row;
  }

  /**
   * The saved key in clear. A value that does not decrypt was written with another encryption key
   * (CONNECTIONS_ENCRYPTION_KEY changed, or the key file was lost): nothing can be done with it
   * until an admin enters the key again, so the request is refused (409) before anything changes.
   */
  private keyOf(row: Pick<EmailConnection, 'organizationId' | 'service' | 'encryptedKey'>): string {
    try {
      return this.crypto.decrypt(row.encryptedKey, contextOf(row.organizationId, row.service));
    } catch (err) {
      this.logger.warn(`the saved ${row.service} key of organization ${row.organizationId} does not decrypt with the current encryption key: ${(err as Error).message}`);
      throw keyUnreadable(row.service);
    }
  }

  private readable(row: Pick<EmailConnection, 'organizationId' | 'service' | 'encryptedKey'>): boolean {
    try {
      this.crypto.decrypt(row.encryptedKey, contextOf(row.organizationId, row.service));
      return true;
    } catch {
      return false;
    }
  }

  private accountOf(service: EmailServiceId, apiKey: string): EmailServiceAccount {
    return emailServiceOf(service).account(apiKey, this.config.emailServices);
  }
}

/** The additional authenticated data of a key: whose and for which service. */
function contextOf(organizationId: number, service: EmailServiceId): string {
  return `email-connection:${organizationId}:${service}`;
}

function toDto(row: Pick<EmailConnection, 'service' | 'keyLast4' | 'dataCenter' | 'accountName' | 'lastTestedAt' | 'createdAt' | 'updatedAt'>, needsReconnect: boolean): ConnectionDto {
  return {
    service: row.service,
    needsReconnect,
    keyLast4: row.keyLast4,
    dataCenter: row.dataCenter ?? null,
    accountName: row.accountName ?? null,
    lastTestedAt: row.lastTestedAt ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
