import type { AiProvidersDto, ConceptDto, ModuleDto } from '@mailplan/api';
import { conceptFixture as anyConcept, moduleFixture, renderWithProviders } from '@mailplan/testing';
import CampaignsArea from './CampaignsArea';

export {
  campaignExportFixture as exportFixture,
  campaignFixture,
  campaignSummaryFixture,
  moduleFixture,
  moduleSummaryFixture,
} from '@mailplan/testing';

/** Renders the Campaigns area as the shell mounts it (`/campaigns/*`); toasts are recorded in `toast`. */
export const renderCampaigns = (path: string) =>
  renderWithProviders(<CampaignsArea />, { route: path, path: '/campaigns/*', toasts: 'spy' });

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

export const PROVIDERS: AiProvidersDto = {
  providers: ['claude', 'openai', 'gemini'],
  default: 'claude',
  configured: { claude: false, openai: true, gemini: false },
};

/** The matcha concept a campaign is planned from: selected and on the calendar. */
export function conceptFixture(overrides: Partial<ConceptDto> = {}): ConceptDto {
  return anyConcept({
    id: 12,
    campaignType: 'product_spotlight',
    title: 'Why Matcha Is a Customer Favourite',
    coreMessage: 'Show what makes our matcha worth it.',
    strategicAlignment: { targetSegment: 'Repeat Customers', journeyPhase: 'Retention', strategicPriority: 'Grow best-sellers' },
    targetAudience: 'Tea lovers',
    callToAction: 'Shop matcha',
    selected: true,
    scheduledDate: '2026-12-02',
    ...overrides,
  });
}
