import { ConflictException, ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { MESSAGES } from '@mailplan/shared';
import { AccountRepository } from './accounts.repository.js';
import type { SessionUser } from '../common/session-user.js';
import { withTimeout } from '../common/with-timeout.js';
import { toSessionUser } from '../auth/auth.service.js';
import { StarterModulesService } from '../module/starter-modules.service.js';
import type { CreateOrganizationDto } from './dto/organization.dto.js';
import type { UpdateUserDto } from './dto/update-user.dto.js';
import { JobsService } from '../jobs/jobs.service.js';
import { JobTimeoutError } from '../jobs/jobs.types.js';
import type { Organization } from './organization.entity.js';

/** How long organization creation waits for the seeding job (the first page then shows the library). */
const SEED_WAIT_MS = 3000;
/** Bound on the whole queue attempt (queueing may itself wait for Redis, see QUEUE_TIMEOUT_MS). */
const QUEUE_ATTEMPT_MS = 5000;

@Injectable()
export class OrganizationService {
  private readonly logger = new Logger('Organizations');

  constructor(
    private readonly accounts: AccountRepository,
    private readonly starterModules: StarterModulesService,
    private readonly jobs: JobsService,
  ) {}

  /**
   * Creates the organization and makes its creator its admin, in one transaction, then makes sure
   * its starter modules exist before answering (docs/decisions.md#starter-modules-while-redis-down).
   */
  async create(user: SessionUser, dto: CreateOrganizationDto): Promise<Organization> {
    if (user.organizationId) throw new ConflictException(MESSAGES.alreadyInOrganization);
    const org = await this.accounts.createOrganizationFor(user.id, { name: dto.name, description: dto.description ?? null }, (me) => {
      if (me.organizationId) throw new ConflictException(MESSAGES.alreadyInOrganization);
    });
    // After the commit: the job may run elsewhere and must see the organization.
    await this.seedStarterModules(org.id);
    return org;
  }

  /**
   * The seeding job, usually done in milliseconds. When it cannot be queued or followed (Redis down
   * or not answering; a Redis restart may also lose a queued job) or has failed, this process seeds
   * instead: seeding is idempotent, so a job that still runs later adds nothing. A job that is
   * queued but not done within SEED_WAIT_MS (workers busy or stopped) is left to the workers. The
   * organization is committed either way, so a seeding failure here is logged, not answered (a
   * retry of the request would only meet 409).
   */
  private async seedStarterModules(organizationId: number): Promise<void> {
    try {
      await withTimeout(
        (async () => {
          const jobId = await this.starterModules.schedule(organizationId);
          await this.jobs.waitForResult(jobId, SEED_WAIT_MS);
        })(),
        QUEUE_ATTEMPT_MS,
        'seeding job',
      );
      return;
    } catch (err) {
      if (err instanceof JobTimeoutError) return; // queued: a worker will do it
      this.logger.warn(`organization ${organizationId}: seeding the starter modules here, the queue failed (${describe(err)})`);
    }
    try {
      await this.starterModules.seed(organizationId);
    } catch (err) {
      this.logger.error(`organization ${organizationId}: starter modules could not be seeded: ${describe(err)}`);
    }
  }

  /** A user may change only their own profile, and may not move to another organization. */
  async updateUser(actor: SessionUser, id: number, dto: UpdateUserDto): Promise<SessionUser> {
    if (id !== actor.id) throw new NotFoundException(MESSAGES.userNotFound);
    const user = await this.accounts.updateUser(id, (u) => {
      if (dto.organizationId !== undefined && dto.organizationId !== u.organizationId) {
        throw new ForbiddenException(MESSAGES.cannotChangeOrganization);
      }
      if (dto.pendingSetup !== undefined) u.pendingSetup = dto.pendingSetup;
      if (dto.firstName !== undefined) u.firstName = dto.firstName;
      if (dto.lastName !== undefined) u.lastName = dto.lastName;
    });
    if (!user) throw new NotFoundException(MESSAGES.userNotFound);
    return toSessionUser(user);
  }
}

function describe(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}
