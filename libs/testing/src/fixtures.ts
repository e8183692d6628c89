import type {
  CampaignDto,
  CampaignExportDto,
  CampaignSummaryDto,
  ConceptDto,
  MeDto,
  ModuleDto,
  ModuleSummaryDto,
  OrganizationDto,
} from '@mailplan/api';

// Answers of the API as the generated types describe them; a test overrides what it is about.

const CREATED = '2025-01-05T10:00:00.000Z';

/** A user as `GET /api/auth/me` returns it (the user and the organization's name); also a plain `UserDto`. */
export function userFixture(overrides: Partial<MeDto> = {}): MeDto {
  return {
    organizationName: 'Acme',
    id: 1,
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    organizationId: 3,
    pendingSetup: false,
    role: 'admin',
    isActive: true,
    lastLogin: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function organizationFixture(overrides: Partial<OrganizationDto> = {}): OrganizationDto {
  return { id: 3, name: 'Acme', description: null, createdAt: CREATED, updatedAt: CREATED, ...overrides };
}

export function moduleFixture(overrides: Partial<ModuleDto> = {}): ModuleDto {
  return {
    id: 1,
    name: 'Hero banner',
    description: 'A large image with a headline',
    category: 'header',
    fields: [
      { name: 'headline', type: 'text', required: true, maxLength: 60, purpose: 'The main message' },
      { name: 'cta', type: 'button', required: false, purpose: '' },
    ],
    html_content: '<h1>{{headline}}</h1><a>{{cta}}</a>',
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** A module as GET /api/modules answers it (no HTML, no timestamps). */
export function moduleSummaryFixture(overrides: Partial<ModuleSummaryDto> = {}): ModuleSummaryDto {
  const { id, name, description, category, fields } = moduleFixture();
  return { id, name, description, category, fields, ...overrides };
}

/** A campaign as GET /api/campaigns lists it. */
export function campaignSummaryFixture(overrides: Partial<CampaignSummaryDto> = {}): CampaignSummaryDto {
  return {
    id: 7,
    name: 'Spring launch',
    subject: 'Spring is here',
    goal: 'Sell the spring collection to repeat customers',
    createdAt: CREATED,
    status: 'draft',
    ...overrides,
  };
}

/**
 * A campaign as GET /api/campaigns/{id} answers it: three instances (modules 1, 2 and 3), the
 * first two with content, the third without.
 */
export function campaignFixture(overrides: Partial<CampaignDto> = {}): CampaignDto {
  return {
    ...campaignSummaryFixture(),
    previewText: 'Fresh teas for fresh mornings, inside',
    subjectLineOptions: ['Spring is here'],
    previewTextOptions: ['Fresh teas for fresh mornings, inside'],
    content: {
      'instance-1-1700000000000-aaaaaaaaa': { headline: 'Bloom into spring', cta: 'Shop now' },
      'instance-2-1700000000000-bbbbbbbbb': { body: 'Our spring teas have arrived.' },
    },
    moduleOrder: [1, 2, 3],
    moduleInstances: [
      { instanceId: 'instance-1-1700000000000-aaaaaaaaa', moduleId: 1 },
      { instanceId: 'instance-2-1700000000000-bbbbbbbbb', moduleId: 2 },
      { instanceId: 'instance-3-1700000000000-ccccccccc', moduleId: 3 },
    ],
    organizationId: 3,
    version: 1,
    status: 'draft',
    ...overrides,
  };
}

/** A campaign's export: the email document, its text part, size and 'Ready to send' checklist. */
export function campaignExportFixture(overrides: Partial<CampaignExportDto> = {}): CampaignExportDto {
  return {
    html: '<!doctype html><html><head><title>Spring is here</title></head><body>Bloom into spring</body></html>',
    text: 'Bloom into spring',
    sizeBytes: 2048,
    checklist: [
      { id: 'subjectLength', status: 'pass', label: 'Subject line length', reason: 'The subject line has 14 characters.' },
      { id: 'unsubscribe', status: 'warn', label: 'Unsubscribe link', reason: 'No unsubscribe link was found.' },
    ],
    ...overrides,
  };
}

let nextConceptId = 1;

/** An email concept as `GET /api/email-concepts` answers it: not selected, not rejected, not scheduled. */
export function conceptFixture(overrides: Partial<ConceptDto> = {}): ConceptDto {
  const id = overrides.id ?? nextConceptId++;
  return {
    id,
    campaignType: 'education',
    title: `Concept ${id}`,
    coreMessage: `Core message of concept ${id}`,
    strategicAlignment: {
      targetSegment: 'Repeat Customers',
      journeyPhase: 'Retention',
      strategicPriority: 'Grow revenue',
    },
    targetAudience: 'Customers who bought twice',
    callToAction: 'Shop now',
    selected: false,
    rejected: false,
    scheduledDate: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    generationId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    organizationId: 3,
    campaignId: null,
    version: 1,
    ...overrides,
  };
}
