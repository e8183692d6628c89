import { Injectable, Logger } from '@nestjs/common';
import type { ActivityAction } from '@mailplan/shared';
import { AccountRepository } from './accounts.repository.js';
import { TenantRepositories, type TenantRepository } from '../common/tenant-repository.js';
import { systemTenantScope, type TenantScope } from '../common/tenant-scope.js';
import { Activity, type ActivitySubjectType } from './activity.entity.js';
import type { ActivityDto, ActivityQueryDto } from './dto/activity.dto.js';

/** Who did it: a member (by id; their name is looked up when not given), an outside reviewer, or the product. */
export type ActivityActor = { userId: number; name?: string } | { reviewerName: string } | { system: true };

export interface ActivityEntry {
  organizationId: number;
  actor: ActivityActor;
  subjectType: ActivitySubjectType;
  subjectId?: number | null;
  /** The subject's name at the time (a campaign's or concept's name, a member's email). */
  subjectName?: string | null;
  /** What happened: one of the actions @mailplan/shared lists (and words for the pages). */
  action: ActivityAction;
  /** A short sentence: why, what was said, to which value. */
  detail?: string | null;
}

export const ACTIVITY_PAGE_DEFAULT = 50;
export const ACTIVITY_PAGE_MAX = 100;
const NAME_MAX = 200;
const DETAIL_MAX = 2000;

const FIELDS = ['id', 'actorKind', 'actorUserId', 'actorName', 'subjectType', 'subjectId', 'subjectName', 'action', 'detail', 'createdAt'] as const;

const clip = (text: string | null | undefined, max: number): string | null => {
  if (text === null || text === undefined) return null;
  const t = text.trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};

/**
 * The organization's history: who did what to which campaign, concept, brand kit or member, and
 * when. Other domains call {@link ActivityService.record} after their change is committed; the
 * entry is written on its own unit of work, and a failure to write it is logged, never answered
 * (the change itself has happened).
 */
@Injectable()
export class ActivityService {
  private readonly logger = new Logger('Activity');
  private readonly activities: TenantRepository<Activity>;

  constructor(
    private readonly repos: TenantRepositories,
    private readonly accounts: AccountRepository,
  ) {
    this.activities = repos.for(Activity);
  }

  /** The actor of a request: its signed-in member. */
  static actorOf(scope: TenantScope): ActivityActor {
    return scope.userId ? { userId: scope.userId } : { system: true };
  }

  /** Writes one entry (call it after the change it describes is committed). */
  async record(entry: ActivityEntry): Promise<void> {
    try {
      const actor = await this.resolveActor(entry.actor);
      const repos = this.repos.fork();
      repos.for(Activity).create(systemTenantScope(entry.organizationId), {
        ...actor,
        subjectType: entry.subjectType,
        subjectId: entry.subjectId ?? null,
        subjectName: clip(entry.subjectName, NAME_MAX),
        action: entry.action,
        detail: clip(entry.detail, DETAIL_MAX),
      });
      await repos.flush();
    } catch (err) {
      this.logger.error(`organization ${entry.organizationId}: activity ${entry.subjectType}/${entry.action} not recorded: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /** {@link record} for the signed-in member of `scope`. */
  recordFor(scope: TenantScope, entry: Omit<ActivityEntry, 'organizationId' | 'actor'>): Promise<void> {
    return this.record({ ...entry, organizationId: scope.organizationId, actor: ActivityService.actorOf(scope) });
  }

  /** Newest first; narrowed to one subject when asked; `before` pages on from an entry id. */
  async list(scope: TenantScope, query: ActivityQueryDto): Promise<ActivityDto[]> {
    const where: Record<string, unknown> = {};
    if (query.subjectType) where.subjectType = query.subjectType;
    if (query.subjectId !== undefined) where.subjectId = query.subjectId;
    if (query.before !== undefined) where.id = { $lt: query.before };
    const rows = await this.activities.rows(scope, {
      // the whole history's newest page (the usual read) is a prepared read; a filter or a page on is not
      where: Object.keys(where).length ? where : undefined,
      orderBy: { id: 'desc' },
      limit: query.limit ?? ACTIVITY_PAGE_DEFAULT,
      fields: FIELDS,
    });
    return rows.map((r) => ({
      id: r.id,
      actor: { kind: r.actorKind, userId: r.actorUserId ?? null, name: r.actorName },
      subjectType: r.subjectType,
      subjectId: r.subjectId ?? null,
      subjectName: r.subjectName ?? null,
      action: r.action,
      detail: r.detail ?? null,
      createdAt: new Date(r.createdAt).toISOString(),
    }));
  }

  private async resolveActor(actor: ActivityActor): Promise<Pick<Activity, 'actorKind' | 'actorUserId' | 'actorName'>> {
    if ('userId' in actor) {
      const name = actor.name ?? (await this.accounts.userDisplayName(actor.userId)) ?? 'A former member';
      return { actorKind: 'user', actorUserId: actor.userId, actorName: clip(name, NAME_MAX) ?? '' };
    }
    if ('reviewerName' in actor) return { actorKind: 'reviewer', actorUserId: null, actorName: clip(actor.reviewerName, NAME_MAX) ?? 'Reviewer' };
    return { actorKind: 'system', actorUserId: null, actorName: 'Mailplan' };
  }
}
