import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createAppStore, type PushStateDto } from '@mailplan/api';
import { setCurrentUser } from '@mailplan/api/endpoints/auth';
import { BRAND_DEFAULTS } from '@mailplan/shared';
import { campaignFixture, mockApi, renderWithProviders, userFixture } from '@mailplan/testing';
import CampaignsArea from './CampaignsArea';
import { exportFixture, MODULES, moduleSummaries, PROVIDERS, renderCampaigns } from './campaigns.fixtures';
import { InboxPreviewView } from './InboxPreview';
import { EmailPreview, DARK_INVERSION_FILTER, PREVIEW_TEXTS } from './EmailPreview';
import { EXPORT_TEXTS, ReadyChecklist } from './ExportPanel';

jest.setTimeout(40_000);

/** The answers the campaign form needs to open (modules, providers, brand, the export check). */
function answerForm() {
  mockApi({
    'GET /api/modules': { status: 200, body: moduleSummaries() },
    'GET /api/modules/1': { status: 200, body: MODULES[0] },
    'GET /api/ai/providers': { status: 200, body: PROVIDERS },
    'GET /api/brand-settings': { status: 200, body: [] },
    'POST /api/campaigns/export': { status: 200, body: exportFixture() },
  });
}

/** A brand kit with a name (the fields the inbox preview reads). */
const BRAND = { id: 1, organizationId: 3, name: 'Aurora', emailStrategy: null } as never;

const row = (client: string) => screen.getAllByTestId('inbox-row').find((r) => r.getAttribute('data-client') === client)!;
const part = (client: string, name: string) => row(client).querySelector(`[data-part="${name}"]`)!;

describe('the inbox preview', () => {
  it('shows six clients, each cutting the sender, subject and preview where it cuts them', () => {
    renderWithProviders(<InboxPreviewView sender="Aurora Tea and Matcha Company" subject="Your calm first bowl, the full story of our matcha" preview="Everything you need for slow mornings, in one box: whisk, bowl and our best matcha." />);
    expect(screen.getAllByTestId('inbox-row').map((r) => r.getAttribute('data-client'))).toEqual(['gmailWeb', 'gmailApp', 'appleMailIphone', 'outlookWindows', 'outlookCom', 'yahoo']);
    expect(part('gmailApp', 'subject').textContent).toBe('Your calm first bowl, the full sto…');
    expect(part('gmailWeb', 'subject').textContent).toBe('Your calm first bowl, the full story of our matcha');
    expect(part('outlookWindows', 'preview').textContent).toBe('Everything you need for slow morni…');
    expect(part('outlookWindows', 'preview').getAttribute('data-cut')).toBe('true');
    expect(part('gmailWeb', 'sender').textContent).toBe('Aurora Tea and Matc…');
    expect(screen.getByText('No problems found in the subject line and preview text.')).toBeTruthy();
  });

  it('shows the lint of the subject line and preview text', () => {
    renderWithProviders(<InboxPreviewView sender="Aurora" subject="FREE MATCHA!! ACT NOW" preview="free matcha act now" />);
    const lint = screen.getByTestId('subject-lint');
    expect(Array.from(lint.querySelectorAll('[data-lint]')).map((el) => el.getAttribute('data-lint'))).toEqual(['capitals', 'exclamations', 'spamPhrase', 'previewDuplicate']);
  });

  it('follows the subject line as it is typed in the campaign form, before it is kept', async () => {
    answerForm();
    renderCampaigns('/campaigns/new');
    const input = await screen.findByLabelText('Your subject line');
    fireEvent.change(input, { target: { value: 'Meet the matcha starter kit and its whisk' } });
    expect(part('gmailApp', 'subject').textContent).toBe('Meet the matcha starter kit and it…');
    fireEvent.change(input, { target: { value: 'SALE!! NOW' } });
    expect(part('appleMailIphone', 'subject').textContent).toBe('SALE!! NOW');
    const lint = within(screen.getByTestId('subject-lint'));
    expect(lint.getByText(/exclamation marks: use one at most/)).toBeTruthy();
  });

  it('shows as the sender the from name the campaign was last pushed with, over the brand name', async () => {
    answerForm();
    const push: PushStateDto = { service: 'klaviyo', status: 'pushed', audienceId: 'L1', audienceName: 'Newsletter', fromName: null, pushedAt: null, replyTo: null, remoteTemplateId: 'T', remoteCampaignId: 'C', links: [], error: null, jobId: null };
    mockApi({
      'GET /api/brand-settings': { status: 200, body: [BRAND] },
      'GET /api/campaigns/7': { status: 200, body: campaignFixture({ id: 7 }) },
      'GET /api/campaigns/7/pushes': {
        status: 200,
        body: [
          { ...push, fromName: 'Aurora Tea (old)', pushedAt: '2026-03-01T10:00:00.000Z' },
          { ...push, service: 'mailchimp' as const, fromName: 'Aurora Tea Co', pushedAt: '2026-04-01T10:00:00.000Z' },
        ],
      },
    });
    renderCampaigns('/campaigns/edit/7');
    await waitFor(() => expect(part('yahoo', 'sender').textContent).toBe('Aurora Tea Co'));
  });

  it('shows the brand name when the campaign was never pushed with a from name', async () => {
    answerForm();
    mockApi({
      'GET /api/brand-settings': { status: 200, body: [BRAND] },
      'GET /api/campaigns/7': { status: 200, body: campaignFixture({ id: 7 }) },
      'GET /api/campaigns/7/pushes': { status: 200, body: [] },
    });
    renderCampaigns('/campaigns/edit/7');
    await waitFor(() => expect(part('yahoo', 'sender').textContent).toBe('Aurora'));
  });

  /** The campaign form opened by a signed-in user of "Aurora Tea Company", with `brand` as the brand kit and `pushes`. */
  async function openAsOrganizationMember(brand: unknown, pushes: PushStateDto[] = []) {
    answerForm();
    mockApi({
      'GET /api/brand-settings': { status: 200, body: [brand as never] },
      'GET /api/campaigns/7': { status: 200, body: campaignFixture({ id: 7 }) },
      'GET /api/campaigns/7/pushes': { status: 200, body: pushes },
    });
    // the shell's session check has loaded the current user before any area opens
    const store = createAppStore();
    await store.dispatch(setCurrentUser({ ...userFixture(), organizationName: 'Aurora Tea Company' }));
    renderWithProviders(<CampaignsArea />, { route: '/campaigns/edit/7', path: '/campaigns/*', toasts: 'spy', store });
  }

  it("shows the organization's name when the brand kit has no name of its own", async () => {
    await openAsOrganizationMember({ id: 1, organizationId: 3, name: BRAND_DEFAULTS.name, emailStrategy: null });
    await waitFor(() => expect(part('yahoo', 'sender').textContent).toBe('Aurora Tea Company'));
    expect(screen.queryByText('Your brand')).toBeNull();
  });

  it("puts the brand's name before the organization's name", async () => {
    await openAsOrganizationMember(BRAND);
    await waitFor(() => expect(part('yahoo', 'sender').textContent).toBe('Aurora'));
  });

  it("puts the from name the campaign was pushed with before the organization's name", async () => {
    const push: PushStateDto = { service: 'mailchimp', status: 'pushed', audienceId: 'L1', audienceName: 'Newsletter', fromName: 'Aurora Tea Shop', pushedAt: '2026-04-01T10:00:00.000Z', replyTo: null, remoteTemplateId: null, remoteCampaignId: 'C', links: [], error: null, jobId: null };
    await openAsOrganizationMember({ id: 1, organizationId: 3, name: BRAND_DEFAULTS.name, emailStrategy: null }, [push]);
    await waitFor(() => expect(part('yahoo', 'sender').textContent).toBe('Aurora Tea Shop'));
  });

  it("shows 'Your brand' only when neither the brand kit nor the session has a name", async () => {
    answerForm();
    mockApi({
      'GET /api/brand-settings': { status: 200, body: [{ id: 1, organizationId: 3, name: BRAND_DEFAULTS.name, emailStrategy: null } as never] },
      'GET /api/campaigns/7': { status: 200, body: campaignFixture({ id: 7 }) },
      'GET /api/campaigns/7/pushes': { status: 200, body: [] },
    });
    renderCampaigns('/campaigns/edit/7');
    await waitFor(() => expect(screen.getAllByTestId('inbox-row').length).toBeGreaterThan(0));
    await waitFor(() => expect(part('yahoo', 'sender').textContent).toBe('Your brand'));
  });
});

describe('the preview and the checklist', () => {
  it('the dark toggle inverts the preview frame as Gmail app and Outlook on Windows do', () => {
    renderWithProviders(<EmailPreview instances={[]} content={{}} modules={[]} tokens={{} as never} />);
    const frame = screen.getByTestId('email-preview-frame');
    expect(getComputedStyle(frame).filter).toBe('none');
    fireEvent.click(screen.getByLabelText(PREVIEW_TEXTS.dark));
    expect(frame.getAttribute('data-dark')).toBe('true');
    expect(getComputedStyle(frame).filter).toBe(DARK_INVERSION_FILTER);
  });

  it('shows a failing item with its own icon, and names the one-click unsubscribe headers the service must set', () => {
    renderWithProviders(
      <ReadyChecklist result={exportFixture({ checklist: [{ id: 'contrast', status: 'fail', label: 'Text contrast', reason: 'Text too faint to read.' }] })} />,
    );
    expect(screen.getByTitle(EXPORT_TEXTS.fail)).toBeTruthy();
    expect(screen.getByTestId('sending-note').textContent).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
