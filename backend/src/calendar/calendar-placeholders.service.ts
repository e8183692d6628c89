import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable } from '@nestjs/common';
import { CALENDAR_MESSAGES as M, CONCEPT_MESSAGES, normalizeCampaignType, type CampaignType } from '@mailplan/shared';
import { AiJobs } from '../ai/ai.jobs.js';
import { conceptsTask, type ConceptsInput } from '../ai/tasks/index.js';
import { TenantRepositories, type PlainRow, type TenantRepository } from '../common/tenant-repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import { ConceptService, GENERATE_CONCEPTS_JOB, toConceptDto, type GenerationContext } from '../concept/concept.service.js';
import type { GenerateConceptsResultDto } from '../concept/dto/concept.dto.js';
import { EmailConcept } from '../concept/email-concept.entity.js';
import { addDays, daysBetween, type CalendarEvent } from './calendar-events.js';
import { CalendarEventsService } from './calendar-events.service.js';
import { CalendarPlaceholder } from './calendar-placeholder.entity.js';
import type { CreatePlaceholderDto, FilledPlaceholderDto, FillPlaceholderDto, PlaceholderDto, UpdatePlaceholderDto } from './dto/calendar-placeholder.dto.js';

/** Holidays and retail moments this many days either side of a slot go into its generation's context. */
const NEARBY_DAYS = 7;

function toPlaceholderDto(p: PlainRow<CalendarPlaceholder>): PlaceholderDto {
  return { id: p.id, date: p.date, campaignType: normalizeCampaignType(p.campaignType), note: p.note, createdAt: p.createdAt.toISOString() };
}

/** "Friday, November 27, 2026" for a prompt. */
function longDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/**
 * The calendar's placeholders: dated slots with a type and a note, which the concept generation
 * can fill with one concept scheduled on the slot's date.
 */
@Injectable()
export class CalendarPlaceholdersService {
  private readonly placeholders: TenantRepository<CalendarPlaceholder>;

  constructor(
    private readonly repos: TenantRepositories,
    private readonly calendarEvents: CalendarEventsService,
    private readonly concepts: ConceptService,
    private readonly aiJobs: AiJobs,
  ) {
    this.placeholders = repos.for(CalendarPlaceholder, M.placeholderNotFound);
  }

  async listPlaceholders(scope: TenantScope): Promise<PlaceholderDto[]> {
    return (await this.placeholders.rows(scope, { orderBy: { date: 'asc', id: 'asc' } })).map(toPlaceholderDto);
  }

  async createPlaceholder(scope: TenantScope, dto: CreatePlaceholderDto): Promise<PlaceholderDto> {
    const row = this.placeholders.create(scope, { date: dto.date, campaignType: dto.campaignType, note: dto.note ?? '', createdAt: new Date() });
    await this.repos.flush();
    return toPlaceholderDto(row);
  }

  async updatePlaceholder(scope: TenantScope, id: number, dto: UpdatePlaceholderDto): Promise<PlaceholderDto> {
    const changes = Object.fromEntries(Object.entries(dto).filter(([, v]) => v !== undefined && v !== null));
    if (!Object.keys(changes).length) throw new BadRequestException(M.nothingToUpdate);
    const row = await this.placeholders.update(scope, id, changes);
    await this.repos.flush();
    return toPlaceholderDto(row);
  }

  async deletePlaceholder(scope: TenantScope, id: number): Promise<void> {
    await this.placeholders.delete(scope, id);
  }

  /**
   * Fills a slot with one concept written by the concept generation (the same task, queue and
   * saving step as the concepts page), told the slot's date, type, note and the holidays and
   * retail moments near it. The concept is selected and scheduled on the slot's date, and the
   * placeholder is gone. docs/decisions.md#calendar-placeholders
   */
  async fillPlaceholder(scope: TenantScope, id: number, dto: FillPlaceholderDto): Promise<FilledPlaceholderDto> {
    const slot = await this.placeholders.row(scope, id);
    const type = normalizeCampaignType(slot.campaignType) as CampaignType;
    const { events } = await this.calendarEvents.events(scope, { from: addDays(slot.date, -NEARBY_DAYS), to: addDays(slot.date, NEARBY_DAYS) });
    const input: ConceptsInput = {
      ...(await this.concepts.generationInput(scope, { campaignType: type, businessContext: slotContext(slot, events) })),
      count: 1,
    };
    const generationId = randomUUID();
    const jobId = await this.aiJobs.start<ConceptsInput, GenerationContext>(scope, conceptsTask, input, {
      provider: dto.modelType,
      queue: GENERATE_CONCEPTS_JOB,
      context: { generationId },
    });
    const result = await this.aiJobs.wait<GenerateConceptsResultDto>(jobId);
    return this.repos.transactional(async (tx) => {
      const [concept] = await tx.for(EmailConcept, CONCEPT_MESSAGES.conceptNotFound).load(scope, { generationId }, { orderBy: { id: 'asc' }, limit: 1 });
      if (!concept) throw new BadRequestException('The generation wrote no concept for this slot. Please try again.');
      concept.selected = true;
      concept.scheduledDate = slot.date;
      // the slot may have been removed while the model wrote; the concept stays scheduled either way
      const still = await tx.for(CalendarPlaceholder).count(scope, { id });
      if (still) await tx.for(CalendarPlaceholder).delete(scope, id);
      return { concept: toConceptDto(concept as PlainRow<EmailConcept>), demo: result.demo ?? false };
    });
  }
}

/** What the model is told about a slot, as the month's business context. */
export function slotContext(slot: Pick<PlainRow<CalendarPlaceholder>, 'date' | 'campaignType' | 'note'>, events: readonly CalendarEvent[]): string {
  const near = events
    .filter((e) => e.kind === 'holiday' || e.kind === 'retail' || e.kind === 'season')
    .map((e) => {
      const days = daysBetween(slot.date, e.start);
      const when = e.start <= slot.date && slot.date <= e.end ? 'on that day' : days > 0 ? `${days} day${days === 1 ? '' : 's'} later` : `${-days} day${days === -1 ? '' : 's'} before`;
      return `${e.name}${e.countries.length ? ` (${e.countries.join(', ')})` : ''}, ${when}`;
    });
  return [
    `Write one ${slot.campaignType.replace(/_/g, ' ')} email for ${longDate(slot.date)}.`,
    slot.note ? `The plan for this slot: ${slot.note}` : '',
    near.length ? `Holidays and shopping moments near that date: ${near.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

