import { BadRequestException, HttpException, Injectable, Logger } from '@nestjs/common';
import { CAMPAIGN_MESSAGES as M } from '@mailplan/shared';
import { TenantRepositories } from '../../common/tenant-repository.js';
import { systemTenantScope, type TenantScope } from '../../common/tenant-scope.js';
import type { JobContext } from '../../jobs/jobs.types.js';
import { JobsService } from '../../jobs/jobs.service.js';
import { ActivityService } from '../../organization/activity.service.js';
import { ConnectionsService } from '../../organization/connections/connections.service.js';
import type { EmailService } from '../../organization/connections/email-connection.entity.js';
import { EmailServiceError, SERVICE_NAMES } from '../../organization/connections/email-service.errors.js';
import type { KlaviyoClient } from '../../organization/connections/klaviyo.client.js';
import type { MailchimpClient } from '../../organization/connections/mailchimp.client.js';
import { AccountRepository } from '../../common/accounts.js';
import { sideBySide } from '../../common/side-by-side.js';
import { assertDeliveryAllowed, DeliveryGate } from '../campaign-approval.js';
import { CampaignExportService } from '../campaign-export.service.js';
import { Campaign } from '../campaign.entity.js';
import { CampaignPush } from './campaign-push.entity.js';
import type { PushInputDto, PushResultDto, PushStateDto } from './dto/push.dto.js';
import { pushLinks } from './push-links.js';

export const PUSH_CAMPAIGN = 'push-campaign';
/** The queue's attempts (config/job-queues.ts): the history names a failure once no run is left. */
const PUSH_ATTEMPTS = 2;
const PUSH_NEEDS_APPROVAL =
  'Your organization requires approval before a campaign leaves the product. Send this campaign for review; it can be pushed once a manager or admin has approved it.';

export interface PushJob {
  organizationId: number;
  campaignId: number;
  service: EmailService;
  /** Who asked (the history's actor). */
  userId: number | null;
}

/** What a push sends: the remote template's and campaign's name, the message's fields and the email. */
interface RemoteEmail {
  name: string;
  subject: string;
  previewText: string;
  html: string;
  text: string;
}

type PushRow = Pick<
  CampaignPush,
  'id' | 'service' | 'status' | 'audienceId' | 'audienceName' | 'fromName' | 'replyTo' | 'remoteTemplateId' | 'remoteCampaignId' | 'remoteMessageId' | 'remoteWebId' | 'dataCenter' | 'error' | 'jobId' | 'pushedAt'
>;

/**
 * Pushes a saved campaign to a connected email service as a draft, through a job: Klaviyo gets a
 * CODE template with the exported HTML and a draft campaign whose message uses it; Mailchimp a
 * regular campaign with its settings and its HTML and plain-text content. Nothing is ever sent or
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
      this.connections.client(scope, dto.service).then(
        () => null,
        (err: unknown) => err,
      ),
      this.repos.for(CampaignPush).count(scope, key),
    ]);
    assertDeliveryAllowed(campaign, { approvalRequired }, PUSH_NEEDS_APPROVAL);
    if (notConnected) throw notConnected;
    if (!campaign.subject.trim()) throw new BadRequestException('Add a subject line before pushing the campaign.');
    if (dto.service === 'mailchimp' && (!dto.fromName || !dto.replyTo)) {
      throw new BadRequestException('Mailchimp needs a from name and a reply-to address.');
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
   * The job's work (at least once: every step is idempotent). The push row, the email (built as
   * the export builds it, without the checklist), the connection's client and the actor's name are
   * read side by side; the row's changes are written one after another in the order they are made
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
      const [, email, { client, dataCenter }, actorName] = await sideBySide([
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
        this.exports.deliverySaved(scope, job.campaignId),
        this.connections.client(scope, job.service, repos),
        job.userId ? this.accounts.userDisplayName(job.userId) : Promise.resolve(null),
      ]);
      const pushed = row!;
      campaignName = email.campaign.name;
      progress(10);
      const remote = { name: remoteNameOf(email.campaign.name, email.campaign.id), subject: email.campaign.subject, previewText: email.campaign.previewText, html: email.html, text: email.text };
      if (job.service === 'klaviyo') {
        await this.pushToKlaviyo(client as KlaviyoClient, pushed, save, progress, remote);
      } else {
        if (pushed.dataCenter !== dataCenter) await save({ dataCenter });
        await this.pushToMailchimp(client as MailchimpClient, pushed, save, progress, remote);
      }
      // what the service now holds: the status and the history are written side by side (the
      // job's completion then reports 100%)
      await sideBySide([
        pushing,
        save({ status: 'pushed', error: null, pushedAt: new Date() }),
        this.record(job, campaignName, 'pushed', `Pushed to ${SERVICE_NAMES[job.service]} as a draft${pushed.audienceName ? ` for ${pushed.audienceName}` : ''}`, actorName),
        reported,
      ]);
      return toDto(pushed);
    } catch (err) {
      // a push row that was not there (or not read): nothing to write the failure to
      if (!row) throw err;
      await sideBySide([pushing, reported]).catch(() => undefined);
      const known = err instanceof EmailServiceError || err instanceof HttpException;
      const message = known ? (err as Error).message : `The push to ${SERVICE_NAMES[job.service]} did not finish: ${(err as Error).message}`;
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

  /**
   * Klaviyo: 1. the CODE template holding the exported HTML, 2. the draft campaign and its message
   * (audience, subject, preview text, sender), 3. the message uses the template (Klaviyo copies
   * the template's HTML into the message, so this comes after the template's update). When an
   * earlier push saved all three ids, 1 and 2 are updates of objects that exist, independent of
   * each other, and run side by side; otherwise (a first push, or one completing a push cut
   * short) they run one after another, so that a refused key or a failing service stops the push
   * before it makes anything else.
   */
  private async pushToKlaviyo(klaviyo: KlaviyoClient, row: PushRow, save: (changes: Partial<PushRow>) => Promise<void>, progress: (percent: number) => void, email: RemoteEmail): Promise<void> {
    let templateId: string;
    let messageId: string;
    if (row.remoteTemplateId && row.remoteCampaignId && row.remoteMessageId) {
      [templateId, messageId] = await sideBySide([this.klaviyoTemplate(klaviyo, row, save, email), this.klaviyoCampaign(klaviyo, row, save, email)]);
    } else {
      templateId = await this.klaviyoTemplate(klaviyo, row, save, email);
      progress(40);
      messageId = await this.klaviyoCampaign(klaviyo, row, save, email);
    }
    progress(70);
    await klaviyo.assignTemplate(messageId, templateId);
    progress(95);
  }

  /** The template holding the exported HTML: the saved one updated, else one a cut-short push made (by its name), else a new one; answers its id. */
  private async klaviyoTemplate(klaviyo: KlaviyoClient, row: PushRow, save: (changes: Partial<PushRow>) => Promise<void>, email: RemoteEmail): Promise<string> {
    const saved = row.remoteTemplateId;
    if (saved && (await klaviyo.updateTemplate(saved, email.name, email.html, email.text))) return saved;
    let templateId = (await klaviyo.findTemplate(email.name)) ?? null;
    if (templateId) await klaviyo.updateTemplate(templateId, email.name, email.html, email.text);
    else templateId = await klaviyo.createTemplate(email.name, email.html, email.text);
    await save({ remoteTemplateId: templateId });
    return templateId;
  }

  /** The draft campaign and its message: the saved ones updated, else ones a cut-short push made (by name), else new ones; answers the message id. */
  private async klaviyoCampaign(klaviyo: KlaviyoClient, row: PushRow, save: (changes: Partial<PushRow>) => Promise<void>, email: RemoteEmail): Promise<string> {
    const message = { subject: email.subject, previewText: email.previewText, fromLabel: row.fromName ?? undefined, replyTo: row.replyTo ?? undefined };
    const campaignId = row.remoteCampaignId;
    let messageId = row.remoteMessageId;
    if (campaignId && !messageId) messageId = (await klaviyo.messageOf(campaignId)) ?? null;
    if (campaignId && messageId && (await klaviyo.updateCampaign(campaignId, messageId, email.name, row.audienceId, message))) {
      if (messageId !== row.remoteMessageId) await save({ remoteMessageId: messageId });
      return messageId;
    }
    const found = await klaviyo.findCampaign(email.name);
    if (found) await klaviyo.updateCampaign(found.campaignId, found.messageId, email.name, row.audienceId, message);
    const made = found ?? (await klaviyo.createCampaign(email.name, row.audienceId, message));
    await save({ remoteCampaignId: made.campaignId, remoteMessageId: made.messageId });
    return made.messageId;
  }

  /**
   * Mailchimp: 1. the regular campaign (audience, subject, preview text, from name, reply-to),
   * 2. its HTML and plain-text content. When an earlier push saved the campaign's id, its settings
   * and its content are two resources of a campaign that exists and are set side by side; when
   * Mailchimp no longer has it, or no id was saved, the campaign is found (by its title) or made
   * first and its content set after.
   */
  private async pushToMailchimp(mailchimp: MailchimpClient, row: PushRow, save: (changes: Partial<PushRow>) => Promise<void>, progress: (percent: number) => void, email: RemoteEmail): Promise<void> {
    const settings = { title: email.name, subject: email.subject, previewText: email.previewText, fromName: row.fromName ?? '', replyTo: row.replyTo ?? '', listId: row.audienceId };
    if (row.remoteCampaignId) {
      const [updated, contentSet] = await sideBySide([
        mailchimp.updateCampaign(row.remoteCampaignId, settings),
        mailchimp.setContent(row.remoteCampaignId, email.html, email.text).then(
          () => true,
          (err: unknown) => {
            if (err instanceof EmailServiceError && err.failure === 'not-found') return false;
            throw err;
          },
        ),
      ]);
      if (updated && contentSet) {
        if (updated.id !== row.remoteCampaignId || String(updated.webId) !== row.remoteWebId) await save({ remoteCampaignId: updated.id, remoteWebId: String(updated.webId) });
        progress(95);
        return;
      }
    }
    const found = await mailchimp.findCampaign(email.name);
    let ref = found ? await mailchimp.updateCampaign(found.id, settings) : undefined;
    ref ??= await mailchimp.createCampaign(settings);
    if (ref.id !== row.remoteCampaignId || String(ref.webId) !== row.remoteWebId) await save({ remoteCampaignId: ref.id, remoteWebId: String(ref.webId) });
    progress(50);
    await mailchimp.setContent(ref.id, email.html, email.text);
    progress(95);
  }

  /** Writes the push to the campaign's history (`actorName`: the user's display name when already read). */
  private async record(job: PushJob, campaignName: string, action: string, detail: string, actorName?: string | null): Promise<void> {
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

function toDto(row: PushRow): PushStateDto {
  return {
    service: row.service,
    status: row.status,
    audienceId: row.audienceId,
    audienceName: row.audienceName ?? null,
    fromName: row.fromName ?? null,
    replyTo: row.replyTo ?? null,
    remoteTemplateId: row.remoteTemplateId ?? null,
    remoteCampaignId: row.remoteCampaignId ?? null,
    links: pushLinks(row.service, row),
    error: row.error ?? null,
    jobId: row.jobId ?? null,
    pushedAt: row.pushedAt ?? null,
  };
}
