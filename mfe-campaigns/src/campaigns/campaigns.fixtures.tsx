import type { AiProvidersDto, ConceptDto, ModuleDto } from '@mailplan/api';
import { moduleFixture, renderWithProviders } from '@mailplan/testing';
import type { Campaign, CampaignExport, CampaignSummary } from './campaign.types';
import CampaignsArea from './CampaignsArea';

export { moduleFixture, moduleSummaryFixture } from '@mailplan/testing';

/** Renders the Campaigns area as the shell mounts it (`/campaigns/*`); toasts are recorded in `toast`. */
export const renderCampaigns = (path: string) =>
  renderWithProviders(<CampaignsArea />, { route: path, path: '/campaigns/*', toasts: 'spy' });

const CREATED = '2025-01-05T10:00:00.000Z';

export function campaignSummaryFixture(overrides: Partial<CampaignSummary> = {}): CampaignSummary {
  return {
    id: 7,
    name: 'Spring launch',
    subject: 'Spring is here',
    goal: 'Sell the spring collection to repeat customers',
    createdAt: CREATED,
    ...overrides,
  };
}

export function campaignFixture(overrides: Partial<Campaign> = {}): Campaign {
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
    ...overrides,
  };
}

/** The three modules the campaign fixtures use: a hero, a text block and a footer. */
export const MODULES: ModuleDto[] = [
  moduleFixture({ id: 1, name: 'Hero banner' }),
  moduleFixture({
    id: 2,
    name: 'Text block',
    category: 'body',
    description: 'A paragraph of copy',
    fields: [{ name: 'body', type: 'text', required: true, purpose: 'The story', maxLength: 500 }],
    html_content: '<p style="color:{{brand.textColor}}">{{body}}</p>',
  }),
  moduleFixture({
    id: 3,
    name: 'Footer',
    category: 'footer',
    description: 'Address and unsubscribe',
    fields: [{ name: 'address', type: 'text', required: false, purpose: 'Postal address' }],
    html_content: '<footer>{{address}} <a href="#">Unsubscribe</a></footer>',
  }),
];

export const moduleSummaries = () => MODULES.map(({ id, name, description, category, fields }) => ({ id, name, description, category, fields }));

export function exportFixture(overrides: Partial<CampaignExport> = {}): CampaignExport {
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

export const PROVIDERS: AiProvidersDto = {
  providers: ['claude', 'openai', 'gemini'],
  default: 'claude',
  configured: { claude: false, openai: true, gemini: false },
};

export function conceptFixture(overrides: Partial<ConceptDto> = {}): ConceptDto {
  return {
    id: 12,
    campaignType: 'product_spotlight',
    title: 'Why Matcha Is a Customer Favourite',
    coreMessage: 'Show what makes our matcha worth it.',
    strategicAlignment: { targetSegment: 'Repeat Customers', journeyPhase: 'Retention', strategicPriority: 'Grow best-sellers' },
    targetAudience: 'Tea lovers',
    callToAction: 'Shop matcha',
    selected: true,
    rejected: false,
    scheduledDate: '2026-12-02',
    createdAt: '2026-11-01T10:00:00.000Z',
    generationId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    organizationId: 3,
    campaignId: null,
    ...overrides,
  };
}
