import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EDIT_CONFLICT_MESSAGES } from '@mailplan/shared';
import { answersInTurn, conceptFixture, mockApi, renderWithProviders, requestLog, type FakeAnswer } from '@mailplan/testing';
import EmailConceptsArea from '../areas/EmailConceptsArea';
import type { Concept } from './concept.types';
import { conceptChanges } from './concept-conflict';
import { conceptFormValues } from './concept-form.schema';
import { BREW_GUIDE, PROVIDERS } from './concept.fixtures';

jest.setTimeout(30_000);

const concept = BREW_GUIDE;
/** The concept as someone else saved it while the form was open. */
const theirs = conceptFixture({ ...concept, coreMessage: 'Their core message', strategicAlignment: { ...concept.strategicAlignment, journeyPhase: 'Their phase' }, version: 2 });

const conflict = (current: Concept): FakeAnswer => ({
  status: 409,
  body: { statusCode: 409, error: 'Conflict', message: EDIT_CONFLICT_MESSAGES.concept, current },
});

function renderEdit(patch: (request: Request) => Promise<FakeAnswer>) {
  mockApi({
    'GET /api/email-concepts/12': { status: 200, body: concept },
    'GET /api/ai/providers': { status: 200, body: PROVIDERS },
    'GET /api/email-concepts': { status: 200, body: [concept] },
    'PATCH /api/email-concepts/12': patch,
  });
  return renderWithProviders(<EmailConceptsArea />, { route: '/email-concepts/edit/12', path: '/email-concepts/*', toasts: 'spy' });
}

const patches = () =>
  requestLog()
    .mock.calls.filter(([p, r]) => p === '/api/email-concepts/12' && r.method === 'PATCH')
    .map(([, r]) => JSON.parse(String(r.body)) as Record<string, unknown>);

async function retitle(text: string) {
  const title = await screen.findByLabelText('Title');
  await userEvent.clear(title);
  await userEvent.type(title, text);
}

describe('conceptChanges', () => {
  it('lists the form fields that changed on the server, with the saved and the user\'s text', () => {
    const yours = { ...conceptFormValues(concept), coreMessage: 'My core message' };
    expect(conceptChanges(concept, theirs, yours)).toEqual([
      { key: 'Core Message', label: 'Core Message', saved: 'Their core message', yours: 'My core message' },
      { key: 'Journey Phase', label: 'Journey Phase', saved: 'Their phase', yours: 'Onboarding' },
    ]);
  });

  it('is empty when only a toggle or the date changed', () => {
    expect(conceptChanges(concept, { ...concept, selected: true, scheduledDate: '2026-12-01', version: 3 }, conceptFormValues(concept))).toEqual([]);
  });
});

describe('/email-concepts/edit/{id}: someone else saved in between', () => {
  it('keeps the input, lists what changed; Keep editing, then Overwrite saves it with the saved version', async () => {
    const { toast, currentPath } = renderEdit(
      answersInTurn(
        () => conflict(theirs),
        () => conflict(theirs),
        (body) => ({ status: 200, body: { ...theirs, ...(body as object), version: 3 } }),
      ),
    );
    await retitle('My title');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved changes' });
    expect(patches()[0]).toMatchObject({ title: 'My title', version: 1 });
    expect(within(dialog).getByText(EDIT_CONFLICT_MESSAGES.concept)).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem', { name: 'Core Message' })).toHaveTextContent('Saved nowTheir core messageYoursHow to brew');
    expect(within(dialog).getByRole('listitem', { name: 'Journey Phase' })).toHaveTextContent('Their phase');
    expect(within(dialog).queryByRole('listitem', { name: 'Title' })).not.toBeInTheDocument();
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ description: 'Email concept updated successfully' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Title')).toHaveValue('My title');
    expect(screen.getByLabelText('Core Message')).toHaveValue('How to brew');

    // saving again meets the same conflict; Overwrite sends the form with the saved version
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('dialog', { name: 'Someone else saved changes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(currentPath()).toBe('/email-concepts'));
    expect(patches().at(-1)).toMatchObject({ title: 'My title', coreMessage: 'How to brew', version: 2 });
  });

  it('Reload takes the saved copy into the form; the next save sends its version', async () => {
    const { currentPath } = renderEdit(
      answersInTurn(
        () => conflict(theirs),
        (body) => ({ status: 200, body: { ...theirs, ...(body as object), version: 3 } }),
      ),
    );
    await retitle('My title');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Title')).toHaveValue('Brew guide');
    expect(screen.getByLabelText('Core Message')).toHaveValue('Their core message');
    expect(screen.getByLabelText('Journey Phase')).toHaveValue('Their phase');

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(currentPath()).toBe('/email-concepts'));
    expect(patches()[1]).toMatchObject({ title: 'Brew guide', coreMessage: 'Their core message', version: 2 });
  });

  it('a copy changed only by a toggle is no conflict: the save is sent again with its version', async () => {
    const { currentPath } = renderEdit(
      answersInTurn(
        () => conflict({ ...concept, selected: true, version: 2 }),
        (body) => ({ status: 200, body: { ...concept, ...(body as object), version: 3 } }),
      ),
    );
    await retitle('My title');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(currentPath()).toBe('/email-concepts'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches().map((b) => b.version)).toEqual([1, 2]);
  });
});
