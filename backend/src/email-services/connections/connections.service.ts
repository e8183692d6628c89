import { BadGatewayException, BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { CONNECTION_MESSAGES } from '@mailplan/shared';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { TenantRepositories } from '../../common/tenant-repository.js';
import type { TenantScope } from '../../common/tenant-scope.js';
import { ConnectionCrypto } from './connection-crypto.js';
import type { AudienceDto, ConnectionDto, ConnectionTestDto } from './dto/connection.dto.js';
import { EMAIL_SERVICES, EmailConnection, type EmailService } from './email-connection.entity.js';
import { EmailServiceError, SERVICE_NAMES } from './email-service.errors.js';
import { KlaviyoClient } from './klaviyo.client.js';
import { MAILCHIMP_KEY, MailchimpClient } from './mailchimp.client.js';

const KLAVIYO_KEY = /^pk_[A-Za-z0-9]{16,80}$/;

const KEY_SHAPE_MESSAGES: Record<EmailService, string> = {
  klaviyo: 'A Klaviyo private API key starts with pk_ (Klaviyo: Settings → API keys → Create Private API Key).',
  mailchimp: 'A Mailchimp API key ends with its data centre, like 0123456789abcdef0123456789abcdef-us21 (Mailchimp: Profile → Extras → API keys).',
};

/** The clients of one organization's connection. */
export type ServiceClient = { service: 'klaviyo'; client: KlaviyoClient; dataCenter: null } | { service: 'mailchimp'; client: MailchimpClient; dataCenter: string };

export function isEmailService(value: unknown): value is EmailService {
  return typeof value === 'string' && (EMAIL_SERVICES as readonly string[]).includes(value);
}

export const notConnected = (service: EmailService) => `${SERVICE_NAMES[service]} is not connected. An admin can connect it under Email services.`;

/** A saved key that no longer decrypts: 409 with one sentence, whichever request needed the key (docs/decisions.md#connection-keys). */
export const keyUnreadable = (service: EmailService) => new ConflictException(CONNECTION_MESSAGES.keyUnreadable(SERVICE_NAMES[service]));

/** A service's failure during a request: 502 with its sentence (the key and the service are the problem, not the request). */
export function httpErrorOf(err: unknown): unknown {
  return err instanceof EmailServiceError ? new BadGatewayException(err.message) : err;
}

/**
 * The organization's connections to email services: keys checked against the service before they
 * are kept, kept encrypted (ConnectionCrypto), never answered again (only their last four
 * characters), and the clients that use them.
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
  async connect(scope: TenantScope, service: EmailService, apiKey: string): Promise<ConnectionDto> {
    const shape = service === 'klaviyo' ? KLAVIYO_KEY : MAILCHIMP_KEY;
    if (!shape.test(apiKey)) throw new BadRequestException(KEY_SHAPE_MESSAGES[service]);
    const dataCenter = service === 'mailchimp' ? MAILCHIMP_KEY.exec(apiKey)![1] : null;
    let accountName: string | null = null;
    try {
      const { client } = this.clientOf(service, apiKey);
      await client.test();
      if (client instanceof MailchimpClient) accountName = (await client.accountName()) ?? null;
    } catch (err) {
      if (err instanceof EmailServiceError && (err.failure === 'refused' || err.failure === 'rejected')) throw new BadRequestException(err.message);
      throw httpErrorOf(err);
    }
    const row = await this.connections().upsert(
      scope,
      {
        service,
        encryptedKey: this.crypto.encrypt(apiKey, contextOf(scope.organizationId, service)),
        // Mailchimp's key ends with its data centre, shown apart: the four characters before it
        keyLast4: (dataCenter ? apiKey.slice(0, -(dataCenter.length + 1)) : apiKey).slice(-4),
        dataCenter,
        accountName,
        lastTestedAt: new Date(),
        updatedAt: new Date(),
      },
      { onConflict: ['organizationId', 'service'] },
    );
    return toDto(row, false);
  }

  async remove(scope: TenantScope, service: EmailService): Promise<void> {
    const row = await this.find(scope, service);
    await this.connections().delete(scope, row.id);
  }

  /** Checks the kept key against the service; answers what it found in words. */
  async test(scope: TenantScope, service: EmailService): Promise<ConnectionTestDto> {
    const row = await this.find(scope, service);
    const { client } = this.clientOf(service, this.keyOf(row));
    try {
      await client.test();
    } catch (err) {
      if (err instanceof EmailServiceError) return { ok: false, message: err.message };
      throw err;
    }
    await this.connections().update(scope, row.id, { lastTestedAt: new Date() });
    await this.repos.flush();
    return { ok: true, message: `${SERVICE_NAMES[service]} accepted the API key.` };
  }

  async audiences(scope: TenantScope, service: EmailService): Promise<AudienceDto[]> {
    const { client } = await this.client(scope, service);
    try {
      return await client.audiences();
    } catch (err) {
      throw httpErrorOf(err);
    }
  }

  /** The client of the organization's connection (404 when it has none, 409 when its saved key can no longer be read). */
  async client(scope: TenantScope, service: EmailService, repos = this.repos): Promise<ServiceClient> {
    const row = await this.find(scope, service, repos);
    return this.clientOf(service, this.keyOf(row));
  }

  private async find(scope: TenantScope, service: EmailService, repos = this.repos) {
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

  private clientOf(service: EmailService, apiKey: string): ServiceClient {
    const { klaviyoBaseUrl, mailchimpBaseUrl } = this.config.emailServices;
    if (service === 'klaviyo') return { service, client: new KlaviyoClient(apiKey, klaviyoBaseUrl), dataCenter: null };
    return { service, client: new MailchimpClient(apiKey, mailchimpBaseUrl), dataCenter: MAILCHIMP_KEY.exec(apiKey)?.[1] ?? 'us1' };
  }
}

/** The additional authenticated data of a key: whose and for which service. */
function contextOf(organizationId: number, service: EmailService): string {
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
