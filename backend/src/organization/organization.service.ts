import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES } from '@mailplan/shared';
import type { SessionUser } from '../common/session-user.js';
import { toSessionUser } from '../auth/auth.service.js';
import { StarterModulesService } from '../module/starter-modules.service.js';
import type { CreateOrganizationDto } from './dto/organization.dto.js';
import type { UpdateUserDto } from './dto/update-user.dto.js';
import { JobsService } from '../jobs/jobs.service.js';
import { Organization } from './organization.entity.js';
import { User } from './user.entity.js';

const SEED_WAIT_MS = 3000;

@Injectable()
export class OrganizationService {
  constructor(
    private readonly em: EntityManager,
    private readonly starterModules: StarterModulesService,
    private readonly jobs: JobsService,
  ) {}

  /** Creates the organization and makes its creator its admin, in one transaction. */
  async create(user: SessionUser, dto: CreateOrganizationDto): Promise<Organization> {
    if (user.organizationId) throw new ConflictException(MESSAGES.alreadyInOrganization);
    const org = await this.em.transactional(async (em) => {
      const me = await em.findOneOrFail(User, { id: user.id }, { lockMode: undefined });
      if (me.organizationId) throw new ConflictException(MESSAGES.alreadyInOrganization);
      const organization = em.create(Organization, { name: dto.name, description: dto.description ?? null });
      await em.persist(organization).flush();
      me.organizationId = organization.id;
      me.role = 'admin';
      me.pendingSetup = false;
      return organization;
    });
    // After the commit: the job may run elsewhere and must see the organization.
    const jobId = await this.starterModules.schedule(org.id);
    // Usually done in milliseconds: waiting a little lets the first page show the library. If the
    // workers are slow or down, the organization is created anyway and the job finishes later.
    await this.jobs.waitForResult(jobId, SEED_WAIT_MS).catch(() => undefined);
    return org;
  }

  /** A user may change only their own profile, and may not move to another organization. */
  async updateUser(actor: SessionUser, id: number, dto: UpdateUserDto): Promise<SessionUser> {
    if (id !== actor.id) throw new NotFoundException(MESSAGES.userNotFound);
    const em = this.em.fork();
    const user = await em.findOne(User, { id });
    if (!user) throw new NotFoundException(MESSAGES.userNotFound);
    if (dto.organizationId !== undefined && dto.organizationId !== user.organizationId) {
      throw new ForbiddenException(MESSAGES.cannotChangeOrganization);
    }
    if (dto.pendingSetup !== undefined) user.pendingSetup = dto.pendingSetup;
    if (dto.firstName !== undefined) user.firstName = dto.firstName;
    if (dto.lastName !== undefined) user.lastName = dto.lastName;
    await em.flush();
    return toSessionUser(user);
  }
}
