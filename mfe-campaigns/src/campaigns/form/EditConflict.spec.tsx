import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { EDIT_CONFLICT_MESSAGES } from '@mailplan/shared';
import { answersInTurn, campaignFixture, mockApi, requestLog, type FakeAnswer } from '@mailplan/testing';
import type { Campaign } from '../campaign.types';
import { exportFixture, MODULES, moduleSummaries, PROVIDERS, renderCampaigns } from '../campaigns.fixtures';
import { campaignChanges } from './edit-conflict';

// user-event through MUI inputs is slow on a busy machine
jest.setTimeout(40_000);

const HERO = 'instance-1-1700000000000-aaaaaaaaa';

/** The campaign as someone else saved it while the form was open. */
const theirs = (overrides: Partial<Campaign> = {}) =>
  campaignFixture({
    version: 2,
    subject: 'Their subject',
    subjectLineOptions: ['Spring is here', 'Their subject'],
    content: { ...campaignFixture().content, [HERO]: { headline: 'Their headline', cta: 'Shop now' } },
    ...overrides,
  });

const conflict = (current: Campaign): FakeAnswer => ({
  status: 409,
  body: { statusCode: 409, error: 'Conflict', message: EDIT_CONFLICT_MESSAGES.campaign, current },
});

function answerEdit(patch: (request: Request) => Promise<FakeAnswer>) {
  mockApi({
    'GET /api/modules': { status: 200, body: moduleSummaries() },
    'GET /api/modules/1': { status: 200, body: MODULES[0] },
    'GET /api/modules/2': { status: 200, body: MODULES[1] },
    'GET /api/modules/3': { status: 200, body: MODULES[2] },
    'GET /api/ai/providers': { status: 200, body: PROVIDERS },
    'GET /api/brand-settings': { status: 200, body: [] },
    'POST /api/campaigns/export': { status: 200, body: exportFixture() },
    'POST /api/campaigns/preview': { status: 200, body: exportFixture() },
    'GET /api/campaigns/7': { status: 200, body: campaignFixture() },
    'GET /api/campaigns': { status: 200, body: [] },
    'PATCH /api/campaigns/7': patch,
  });
}

const patches = () =>
  requestLog()
    .mock.calls.filter(([p, r]) => p === '/api/campaigns/7' && r.method === 'PATCH')
    .map(([, r]) => JSON.parse(String(r.body)) as Record<string, unknown>);

/** Opens the edit form and renames the campaign (an unsaved change of the user's). */
async function renameTo(user: UserEvent, name: string) {
  const view = await screen.findByTestId('details-view');
  expect(within(view).getByText('Spring launch')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit Details' }));
  const input = screen.getByLabelText('Campaign name');
  await user.clear(input);
  await user.type(input, name);
  await user.click(screen.getByRole('button', { name: 'Save Details' }));
}

describe('campaignChanges', () => {
  const base = campaignFixture();
  const yours = { ...base, name: 'Mine', subject: 'My subject' } as never;

  it('lists the shown fields that changed on the server, with the saved and the user\'s text', () => {
    const changes = campaignChanges(base, theirs(), yours, MODULES);
    expect(changes).toEqual([
      { key: 'subject', label: 'Subject Line', saved: 'Their subject', yours: 'My subject' },
      { key: 'subjectLineOptions', label: 'Subject line options', saved: 'Spring is here\nTheir subject', yours: 'Spring is here' },
      { key: `content:${HERO}:headline`, label: 'Hero banner: headline', saved: 'Their headline', yours: 'Bloom into spring' },
    ]);
  });

  it('names the modules in order when they changed', () => {
    const saved = campaignFixture({ version: 2, moduleInstances: [...base.moduleInstances].reverse() });
    expect(campaignChanges(base, saved, yours, MODULES)).toEqual([
      { key: 'modules', label: 'Modules', saved: 'Footer\nText block\nHero banner', yours: 'Hero banner\nText block\nFooter' },
    ]);
  });

  it('is empty when only what the form does not show changed', () => {
    expect(campaignChanges(base, campaignFixture({ version: 5, createdAt: '2030-01-01T00:00:00.000Z' }), yours, MODULES)).toEqual([]);
  });
});

describe('/campaigns/edit/{id}: someone else saved in between', () => {
  it('sends the version; a 409 keeps the input and lists what changed; Keep editing closes it; Overwrite saves over theirs', async () => {
    const user = userEvent.setup();
    answerEdit(
      answersInTurn(
        () => conflict(theirs()),
        () => conflict(theirs()),
        (body) => ({ status: 200, body: campaignFixture({ ...(body as object), version: 3 }) }),
      ),
    );
    const { toast, currentPath } = renderCampaigns('/campaigns/edit/7');
    await renameTo(user, 'My new name');
    await user.click(screen.getByRole('button', { name: 'Update Campaign' }));

    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved changes' });
    expect(patches()[0]).toMatchObject({ name: 'My new name', version: 1 });
    expect(within(dialog).getByText(EDIT_CONFLICT_MESSAGES.campaign)).toBeInTheDocument();
    const subject = within(dialog).getByRole('listitem', { name: 'Subject Line' });
    expect(subject).toHaveTextContent('Saved nowTheir subject');
    expect(subject).toHaveTextContent('YoursSpring is here');
    expect(within(dialog).getByRole('listitem', { name: 'Hero banner: headline' })).toHaveTextContent('Their headline');
    // the name was changed only here: not listed
    expect(within(dialog).queryByRole('listitem', { name: 'Campaign name' })).not.toBeInTheDocument();
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Campaign updated successfully' }));

    // Keep editing: back to the form, the input as it was, the message above it
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByTestId('details-view')).getByText('My new name')).toBeInTheDocument();
    expect(screen.getByText(EDIT_CONFLICT_MESSAGES.campaign)).toBeInTheDocument();
    expect(currentPath()).toBe('/campaigns/edit/7');

    // saving again meets the same conflict (the version is still the one the form started from)
    await user.click(screen.getByRole('button', { name: 'Update Campaign' }));
    const again = await screen.findByRole('dialog', { name: 'Someone else saved changes' });
    expect(patches()[1]).toMatchObject({ version: 1 });

    // Overwrite: the user's version, sent with the saved copy's version
    await user.click(within(again).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(currentPath()).toBe('/campaigns'));
    expect(patches()[2]).toMatchObject({ name: 'My new name', subject: 'Spring is here', version: 2 });
    expect(patches()[2]!.content).toMatchObject({ [HERO]: { headline: 'Bloom into spring' } });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Campaign updated successfully' }));
  });

  it('Reload takes the saved copy into the form; the next save sends its version', async () => {
    const user = userEvent.setup();
    answerEdit(
      answersInTurn(
        () => conflict(theirs({ name: 'Their name' })),
        (body) => ({ status: 200, body: campaignFixture({ ...(body as object), version: 3 }) }),
      ),
    );
    const { currentPath } = renderCampaigns('/campaigns/edit/7');
    await renameTo(user, 'My new name');
    await user.click(screen.getByRole('button', { name: 'Update Campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved changes' });
    expect(within(dialog).getByRole('listitem', { name: 'Campaign name' })).toHaveTextContent('Their name');

    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await screen.findByTestId('details-view')).getByText('Their name')).toBeInTheDocument();
    expect(screen.getByTestId('subject-selected')).toHaveTextContent('Their subject');
    expect(await within(screen.getByRole('region', { name: 'Hero banner' })).findByText('Their headline')).toBeInTheDocument();
    expect(screen.queryByText(EDIT_CONFLICT_MESSAGES.campaign)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Campaign' }));
    await waitFor(() => expect(currentPath()).toBe('/campaigns'));
    expect(patches()[1]).toMatchObject({ name: 'Their name', subject: 'Their subject', version: 2 });
  });

  it('a saved copy that differs only in what the form does not show is no conflict: the save is sent again with its version', async () => {
    const user = userEvent.setup();
    answerEdit(
      answersInTurn(
        () => conflict(campaignFixture({ version: 4 })),
        (body) => ({ status: 200, body: campaignFixture({ ...(body as object), version: 5 }) }),
      ),
    );
    const { currentPath } = renderCampaigns('/campaigns/edit/7');
    await renameTo(user, 'My new name');
    await user.click(screen.getByRole('button', { name: 'Update Campaign' }));
    await waitFor(() => expect(currentPath()).toBe('/campaigns'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches().map((b) => b.version)).toEqual([1, 4]);
    expect(patches()[1]).toMatchObject({ name: 'My new name' });
  });
});
