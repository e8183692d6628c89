import { BadRequestException, HttpException, Injectable, Logger } from '@nestjs/common';
import { CAMPAIGN_MESSAGES as M } from '@mailplan/shared';
import { TenantRepositories } from '../../common/tenant-repository.js';
import { systemTenantScope, type TenantScope } from '../../common/tenant-scope.js';
import type { JobContext } from '../../jobs/jobs.types.js';
import { JobsService } from '../../jobs/jobs.service.js';
import { ActivityService } from '../../organization/activity.service.js';
import { AccountRepository } from '../../organization/accounts.repository.js';
import { sideBySide } from '../../common/side-by-side.js';
import { assertDeliveryAllowed, DeliveryGate } from '../../campaign/campaign-approval.js';
import { CampaignExportService } from '../../campaign/campaign-export.service.js';
import { Campaign } from '../../campaign/campaign.entity.js';
import { ConnectionsService } from '../connections/connections.service.js';
import type { EmailServiceId, RemoteEmail } from '../email-service.js';
import { EmailServiceError } from '../email-service.errors.js';
import { emailServiceOf } from '../email-service.registry.js';
import { CampaignPush } from './campaign-push.entity.js';
import type { PushInputDto, PushResultDto, PushStateDto } from './dto/push.dto.js';

export const PUSH_CAMPAIGN = 'push-campaign';
/** The queue's attempts (config/job-queues.ts): the history names a failure once no run is left. */
const PUSH_ATTEMPTS = 2;
const PUSH_NEEDS_APPROVAL =
  'Your organization requires approval before a campaign leaves the product. Send this campaign for review; it can be pushed once a manager or admin has approved it.';

export interface PushJob {
  organizationId: number;
  campaignId: number;
  service: EmailServiceId;
  /** Who asked (the history's actor). */
  userId: number | null;
}

type PushRow = Pick<
  CampaignPush,
  'id' | 'service' | 'status' | 'audienceId' | 'audienceName' | 'fromName' | 'replyTo' | 'remoteTemplateId' | 'remoteCampaignId' | 'remoteMessageId' | 'remoteWebId' | 'dataCenter' | 'error' | 'jobId' | 'pushedAt'
>;

/**
 * Pushes a saved campaign to a connected email service as a draft, through a job; what is made in
 * the service is the adapter's part (email-service.registry.ts). Nothing is ever sent or
 * scheduled. Each step saves the remote id it made before the next one, and a step with no saved
 * id first looks for what a cut-short run made (by its name), so a second push, or a push that
 * runs again after a failure part-way, updates the same remote template and campaign.
 */
@Injectable()
export class CampaignPushService {
  private readonly logger = new Logger('CampaignPush');

  constructor(
    private readonly repos: TenantRepositories,
    private readonly jobs: JobsService,
    private readonly connections: ConnectionsService,
    private readonly exports: CampaignExportService,
    private readonly activity: ActivityService,
    private readonly gate: DeliveryGate,
    private readonly accounts: AccountRepository,
  ) {}

  async list(scope: TenantScope, campaignId: number): Promise<PushStateDto[]> {
    await this.repos.assertOwned(scope, Campaign, [campaignId], M.campaignNotFound);
    const rows = await this.repos.for(CampaignPush).rows(scope, { where: { campaignId }, orderBy: { service: 'asc' } });
    return rows.map(toDto);
  }

  /**
   * Checks what can be checked now, keeps the push's settings and queues the job; answers its id.
   * One push per campaign and service runs at a time: while the row's job is still waiting or
   * running, another request (a double click, a teammate, another API process) answers that job
   * and changes nothing. The row is read `FOR UPDATE` and the job queued inside that transaction,
   * so a second request waits for the first to commit and then sees its job
   * (docs/decisions.md#one-push-at-a-time).
   */
  async start(scope: TenantScope, campaignId: number, dto: PushInputDto): Promise<{ jobId: string }> {
    const key = { campaignId, service: dto.service };
    // read side by side, then checked in this order: the campaign (404), "approval required" (409,
    // as it gates the export), the connection (404 when not connected)
    const [campaign, approvalRequired, notConnected, pushedBefore] = await sideBySide([
      this.repos.for(Campaign, M.campaignNotFound).row(scope, campaignId, ['id', 'name', 'subject', 'status']),
      this.gate.approvalRequired(scope),
      this.connections.account(scope, dto.service).then(
        () => null,
        (err: unknown) => err,
      ),
      this.repos.for(CampaignPush).count(scope, key),
    ]);
    assertDeliveryAllowed(campaign, { approvalRequired }, PUSH_NEEDS_APPROVAL);
    if (notConnected) throw notConnected;
    if (!campaign.subject.trim()) throw new BadRequestException('Add a subject line before pushing the campaign.');
    const service = emailServiceOf(dto.service);
    if (service.senderRequired && (!dto.fromName || !dto.replyTo)) {
      throw new BadRequestException(`${service.name} needs a from name and a reply-to address.`);
    }
    // the row keeps the remote ids of earlier pushes: made once, then only its settings change
    const settings = { audienceId: dto.audienceId, audienceName: dto.audienceName || null, fromName: dto.fromName || null, replyTo: dto.replyTo || null, status: 'queued' as const, error: null };
    // the row exists before it is locked (an insert that meets another request's row keeps that
    // one); written on a unit of work of its own, so the locked read below is the row as stored
    if (!pushedBefore) await this.repos.fork().for(CampaignPush).upsert(scope, { ...key, audienceId: dto.audienceId }, { onConflict: ['campaignId', 'service'], action: 'ignore' });
    // Nothing in this transaction waits for the database outside it (which the embedded
    // database's one connection could not serve): the job's status is read from the queue, and
    // queueing only hands the job over; its run waits for this commit.
    return this.repos.transactional(async (tx) => {
      const [row] = await tx.for(CampaignPush).load(scope, key, { limit: 1, lock: 'update' });
      if (!row) throw new Error('The push was removed while it was started.');
      if (row.jobId && (await this.stillRunning(row.jobId))) return { jobId: row.jobId };
      Object.assign(row, settings);
      row.jobId = await this.jobs.enqueue<PushJob>(PUSH_CAMPAIGN, { organizationId: scope.organizationId, campaignId, service: dto.service, userId: scope.userId });
      return { jobId: row.jobId };
    });
  }

  /** Whether the job is waiting, delayed (a retry) or running; a finished, failed or forgotten one is not. */
  private async stillRunning(jobId: string): Promise<boolean> {
    const status = await this.jobs.getStatus(jobId);
    return status?.state === 'waiting' || status?.state === 'delayed' || status?.state === 'active';
  }

  /**
   * The job's work (at least once: every step is idempotent): 1. read the push row, the email
   * (built as the export builds it, without the checklist), the connection's account and the
   * actor's name, side by side; 2. keep the account's data centre; 3. the service's steps (find or
   * make the template and the campaign, each remote id saved as soon as it is known); 4. the status
   * and the history. The row's changes are written the row's changes are written one after another in the order they are made
   * (`save`), and progress is reported in order without waiting for each report.
   */
  async run(job: PushJob, ctx: Pick<JobContext, 'reportProgress' | 'attempt'>): Promise<PushResultDto> {
    const scope = systemTenantScope(job.organizationId);
    const repos = this.repos.fork();
    // the push row's own unit of work: each save changes the row read here and writes it (only
    // what changed), one save after another
    const own = this.repos.fork();
    let entity: CampaignPush | undefined;
    let row: PushRow | undefined;
    let written: Promise<unknown> = Promise.resolve();
    const save = (changes: Partial<PushRow>): Promise<void> => {
      Object.assign(row!, changes);
      const target = entity!;
      const next = written
        .catch(() => undefined)
        .then(async () => {
          Object.assign(target, changes);
          await own.flush();
        });
      written = next;
      return next;
    };
    let reported: Promise<void> = Promise.resolve();
    const progress = (percent: number) => {
      reported = reported.then(() => ctx.reportProgress(percent));
      reported.catch(() => undefined); // awaited before the job ends
    };
    let campaignName = '';
    // written before any later change of the row (`save` keeps the order), not waited for before the service is called
    let pushing: Promise<void> = Promise.resolve();
    try {
      // 1. what the push needs
      const [, email, account, actorName] = await sideBySide([
        (async () => {
          const key = { campaignId: job.campaignId, service: job.service };
          // `start` queues the job inside the transaction that writes the push's settings: a
          // shared lock waits for that transaction to end, so the settings read are the ones asked for
          await this.repos.fork().transactional((tx) => tx.for(CampaignPush).load(scope, key, { limit: 1, lock: 'share' }));
          [entity] = await own.for(CampaignPush).load(scope, key, { limit: 1 });
          if (!entity) throw Object.assign(new Error('The push was removed before it ran.'), { retryable: false });
          row = pushRowOf(entity);
          pushing = save({ status: 'pushing', error: null });
          pushing.catch(() => undefined); // awaited before the job ends
        })(),
        // the export's own gate applies again: approval may have been withdrawn since the push was asked for
        // an unsubscribe link the campaign leaves empty becomes the service's own merge tag
        this.exports.deliverySaved(scope, job.campaignId, emailServiceOf(job.service).unsubscribeMergeTag),
        this.connections.account(scope, job.service, repos),
        job.userId ? this.accounts.userDisplayName(job.userId) : Promise.resolve(null),
      ]);
      const pushed = row!;
      campaignName = email.campaign.name;
      progress(10);
      const remote: RemoteEmail = { name: remoteNameOf(email.campaign.name, email.campaign.id), subject: email.campaign.subject, previewText: email.campaign.previewText, html: email.html, text: email.text };
      // 2. the account's data centre, which the links to the draft need
      if (pushed.dataCenter !== account.dataCenter) await save({ dataCenter: account.dataCenter });
      // 3. the draft in the service
      await account.push({ row: pushed, email: remote, save, progress });
      // 4. what the service now holds: the status and the history are written side by side (the
      // job's completion then reports 100%)
      await sideBySide([
        pushing,
        save({ status: 'pushed', error: null, pushedAt: new Date() }),
        this.record(job, campaignName, 'pushed', `Pushed to ${emailServiceOf(job.service).name} as a draft${pushed.audienceName ? ` for ${pushed.audienceName}` : ''}`, actorName),
        reported,
      ]);
      return toDto(pushed);
    } catch (err) {
      // a push row that was not there (or not read): nothing to write the failure to
      if (!row) throw err;
      await sideBySide([pushing, reported]).catch(() => undefined);
      const known = err instanceof EmailServiceError || err instanceof HttpException;
      const message = known ? (err as Error).message : `The push to ${emailServiceOf(job.service).name} did not finish: ${(err as Error).message}`;
      // a failure that another run may heal leaves the status to that run; the last one is kept
      await save({ status: 'failed', error: message }).catch(() => undefined);
      const retryable = err instanceof EmailServiceError ? err.retryable : !(err instanceof HttpException);
      if (!retryable || ctx.attempt >= PUSH_ATTEMPTS) {
        campaignName ||= (await this.repos.for(Campaign).row(scope, job.campaignId, ['name']).catch(() => null))?.name ?? '';
        await this.record(job, campaignName, 'push_failed', message);
      }
      if (known) throw Object.assign(new Error(message), { retryable });
      throw err;
    }
  }

  /** Writes the push to the campaign's history (`actorName`: the user's display name when already read). */
  private async record(job: PushJob, campaignName: string, action: 'pushed' | 'push_failed', detail: string, actorName?: string | null): Promise<void> {
    try {
      await this.activity.record({
        organizationId: job.organizationId,
        actor: job.userId ? { userId: job.userId, ...(actorName ? { name: actorName } : {}) } : { system: true },
        subjectType: 'campaign',
        subjectId: job.campaignId,
        subjectName: campaignName || null,
        action,
        detail,
      });
    } catch (err) {
      this.logger.warn(`push history not recorded: ${(err as Error).message}`);
    }
  }
}

/** The name of the remote template and campaign: the campaign's, marked with its id so a cut-short push finds what it made. */
export function remoteNameOf(name: string, id: number): string {
  return `${(name.trim() || 'Untitled campaign').replace(/["\\]/g, "'").slice(0, 150)} (Mailplan #${id})`;
}

/** The row's fields the push reads and answers, as a plain object. */
function pushRowOf(e: PushRow): PushRow {
  return {
    id: e.id,
    service: e.service,
    status: e.status,
    audienceId: e.audienceId,
    audienceName: e.audienceName ?? null,
    fromName: e.fromName ?? null,
    replyTo: e.replyTo ?? null,
    remoteTemplateId: e.remoteTemplateId ?? null,
    remoteCampaignId: e.remoteCampaignId ?? null,
    remoteMessageId: e.remoteMessageId ?? null,
    remoteWebId: e.remoteWebId ?? null,
    dataCenter: e.dataCenter ?? null,
    error: e.error ?? null,
    jobId: e.jobId ?? null,
    pushedAt: e.pushedAt ?? null,
  };
}

/** The push's state as the campaign page shows it: the row's fields but the ones only the push reads, and the links into the service. */
function toDto(row: PushRow): PushStateDto {
  const { id: _id, remoteMessageId: _messageId, remoteWebId: _webId, dataCenter: _dataCenter, ...state } = pushRowOf(row);
  return { ...state, links: emailServiceOf(row.service).links(row) };
}
