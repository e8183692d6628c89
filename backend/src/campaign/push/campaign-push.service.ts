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
import { DeliveryGate } from '../campaign-approval.js';
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
  ) {}

  async list(scope: TenantScope, campaignId: number): Promise<PushStateDto[]> {
    await this.repos.assertOwned(scope, Campaign, [campaignId], M.campaignNotFound);
    const rows = await this.repos.for(CampaignPush).rows(scope, { where: { campaignId }, orderBy: { service: 'asc' } });
    return rows.map(toDto);
  }

  /** Checks what can be checked now, keeps the push's settings and queues the job; answers its id. */
  async start(scope: TenantScope, campaignId: number, dto: PushInputDto): Promise<{ jobId: string }> {
    const campaign = await this.repos.for(Campaign, M.campaignNotFound).row(scope, campaignId, ['id', 'name', 'subject', 'status']);
    // "approval required" gates a push as it gates the export (409 until approved)
    await this.gate.assertAllowed(scope, campaign, PUSH_NEEDS_APPROVAL);
    await this.connections.client(scope, dto.service); // 404 when not connected
    if (!campaign.subject.trim()) throw new BadRequestException('Add a subject line before pushing the campaign.');
    if (dto.service === 'mailchimp' && (!dto.fromName || !dto.replyTo)) {
      throw new BadRequestException('Mailchimp needs a from name and a reply-to address.');
    }
    // the row keeps the remote ids of earlier pushes: made once, then only its settings change
    const key = { campaignId, service: dto.service };
    await this.repos.for(CampaignPush).upsert(scope, { ...key, audienceId: dto.audienceId }, { onConflict: ['campaignId', 'service'], action: 'ignore' });
    const settings = { audienceId: dto.audienceId, audienceName: dto.audienceName || null, fromName: dto.fromName || null, replyTo: dto.replyTo || null, status: 'queued' as const, error: null };
    const id = await this.change(scope, key, settings);
    const jobId = await this.jobs.enqueue<PushJob>(PUSH_CAMPAIGN, { organizationId: scope.organizationId, campaignId, service: dto.service, userId: scope.userId });
    await this.change(scope, key, { jobId }, id);
    return { jobId };
  }

  /** Writes `changes` to the campaign's push row for the service at once (its own unit of work); answers the row id. */
  private async change(scope: TenantScope, key: { campaignId: number; service: EmailService }, changes: Partial<PushRow>, id?: number): Promise<number> {
    const repos = this.repos.fork();
    const pushes = repos.for(CampaignPush);
    const rowId = id ?? (await pushes.rows(scope, { where: key, fields: ['id'], limit: 1 }))[0]?.id;
    if (!rowId) throw new Error('The push was removed while it ran.');
    await pushes.update(scope, rowId, changes);
    await repos.flush();
    return rowId;
  }

  /** The job's work (at least once: every step is idempotent). */
  async run(job: PushJob, ctx: Pick<JobContext, 'reportProgress' | 'attempt'>): Promise<PushResultDto> {
    const scope = systemTenantScope(job.organizationId);
    const repos = this.repos.fork();
    const [row] = await repos.for(CampaignPush).rows(scope, { where: { campaignId: job.campaignId, service: job.service }, limit: 1 });
    if (!row) throw Object.assign(new Error('The push was removed before it ran.'), { retryable: false });
    const save = async (changes: Partial<PushRow>) => {
      Object.assign(row, changes);
      await this.change(scope, job, changes, row.id);
    };
    let campaignName = '';
    try {
      await save({ status: 'pushing', error: null });
      const campaign = await repos.for(Campaign, M.campaignNotFound).row(scope, job.campaignId, ['id', 'name', 'subject', 'previewText']);
      campaignName = campaign.name;
      // the export's own gate applies again: approval may have been withdrawn since the push was asked for
      const email = await this.exports.exportSaved(scope, job.campaignId, 'export');
      await ctx.reportProgress(10);
      const remoteName = remoteNameOf(campaign.name, campaign.id);
      const { client, dataCenter } = await this.connections.client(scope, job.service, repos);
      if (job.service === 'klaviyo') {
        await this.pushToKlaviyo(client as KlaviyoClient, row, save, ctx, { name: remoteName, subject: campaign.subject, previewText: campaign.previewText, html: email.html, text: email.text });
      } else {
        await save({ dataCenter });
        await this.pushToMailchimp(client as MailchimpClient, row, save, ctx, { name: remoteName, subject: campaign.subject, previewText: campaign.previewText, html: email.html, text: email.text });
      }
      await save({ status: 'pushed', error: null, pushedAt: new Date() });
      await ctx.reportProgress(100);
      await this.record(job, campaignName, 'pushed', `Pushed to ${SERVICE_NAMES[job.service]} as a draft${row.audienceName ? ` for ${row.audienceName}` : ''}`);
      return toDto(row);
    } catch (err) {
      const known = err instanceof EmailServiceError || err instanceof HttpException;
      const message = known ? (err as Error).message : `The push to ${SERVICE_NAMES[job.service]} did not finish: ${(err as Error).message}`;
      // a failure that another run may heal leaves the status to that run; the last one is kept
      await save({ status: 'failed', error: message }).catch(() => undefined);
      const retryable = err instanceof EmailServiceError ? err.retryable : !(err instanceof HttpException);
      if (!retryable || ctx.attempt >= PUSH_ATTEMPTS) await this.record(job, campaignName, 'push_failed', message);
      if (known) throw Object.assign(new Error(message), { retryable });
      throw err;
    }
  }

  private async pushToKlaviyo(
    klaviyo: KlaviyoClient,
    row: PushRow,
    save: (changes: Partial<PushRow>) => Promise<void>,
    ctx: Pick<JobContext, 'reportProgress'>,
    email: { name: string; subject: string; previewText: string; html: string; text: string },
  ): Promise<void> {
    // 1. the template holding the exported HTML
    let templateId = row.remoteTemplateId;
    if (templateId && !(await klaviyo.updateTemplate(templateId, email.name, email.html, email.text))) templateId = null;
    if (!templateId) {
      templateId = (await klaviyo.findTemplate(email.name)) ?? null;
      if (templateId) await klaviyo.updateTemplate(templateId, email.name, email.html, email.text);
      else templateId = await klaviyo.createTemplate(email.name, email.html, email.text);
      await save({ remoteTemplateId: templateId });
    }
    await ctx.reportProgress(40);

    // 2. the draft campaign and its message: audience, subject, preview text, sender
    const message = { subject: email.subject, previewText: email.previewText, fromLabel: row.fromName ?? undefined, replyTo: row.replyTo ?? undefined };
    let campaignId = row.remoteCampaignId;
    let messageId = row.remoteMessageId;
    if (campaignId && !messageId) messageId = (await klaviyo.messageOf(campaignId)) ?? null;
    if (campaignId && (!messageId || !(await klaviyo.updateCampaign(campaignId, messageId, email.name, row.audienceId, message)))) {
      campaignId = messageId = null;
    }
    if (!campaignId || !messageId) {
      const found = await klaviyo.findCampaign(email.name);
      if (found) await klaviyo.updateCampaign(found.campaignId, found.messageId, email.name, row.audienceId, message);
      const made = found ?? (await klaviyo.createCampaign(email.name, row.audienceId, message));
      campaignId = made.campaignId;
      messageId = made.messageId;
      await save({ remoteCampaignId: campaignId, remoteMessageId: messageId });
    }
    await ctx.reportProgress(70);

    // 3. the message uses the template (Klaviyo copies its HTML into the message)
    await klaviyo.assignTemplate(messageId, templateId);
    await ctx.reportProgress(95);
  }

  private async pushToMailchimp(
    mailchimp: MailchimpClient,
    row: PushRow,
    save: (changes: Partial<PushRow>) => Promise<void>,
    ctx: Pick<JobContext, 'reportProgress'>,
    email: { name: string; subject: string; previewText: string; html: string; text: string },
  ): Promise<void> {
    const settings = { title: email.name, subject: email.subject, previewText: email.previewText, fromName: row.fromName ?? '', replyTo: row.replyTo ?? '', listId: row.audienceId };
    // 1. the regular campaign: audience, subject, preview text, from name, reply-to
    let ref = row.remoteCampaignId ? await mailchimp.updateCampaign(row.remoteCampaignId, settings) : undefined;
    if (!ref) {
      const found = await mailchimp.findCampaign(email.name);
      ref = found ? await mailchimp.updateCampaign(found.id, settings) : undefined;
      ref ??= await mailchimp.createCampaign(settings);
    }
    if (ref.id !== row.remoteCampaignId || String(ref.webId) !== row.remoteWebId) await save({ remoteCampaignId: ref.id, remoteWebId: String(ref.webId) });
    await ctx.reportProgress(50);
    // 2. its HTML and plain-text content
    await mailchimp.setContent(ref.id, email.html, email.text);
    await ctx.reportProgress(95);
  }

  private async record(job: PushJob, campaignName: string, action: string, detail: string): Promise<void> {
    try {
      await this.activity.record({
        organizationId: job.organizationId,
        actor: job.userId ? { userId: job.userId } : { system: true },
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
