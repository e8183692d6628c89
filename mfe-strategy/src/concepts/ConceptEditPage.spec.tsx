import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, requestLog, expectFailureToast } from '@mailplan/testing';
import EmailConceptsArea from '../areas/EmailConceptsArea';
import { BREW_GUIDE, PROVIDERS } from './concept.fixtures';

jest.setTimeout(30_000);

const LOAD_FAILED = 'Failed to load email concept. It may have been deleted or you may not have permission to view it.';

function renderEdit(id: string) {
  return renderWithProviders(<EmailConceptsArea />, {
    route: `/email-concepts/edit/${id}`,
    path: '/email-concepts/*',
    toasts: 'spy',
  });
}

const concept = BREW_GUIDE;

/** The API answers what the edit page reads: the concept and the AI providers. */
const serveConcept = () =>
  mockApi({
    'GET /api/email-concepts/12': { status: 200, body: concept },
    'GET /api/ai/providers': { status: 200, body: PROVIDERS },
  });

describe('/email-concepts/edit/{id}', () => {
  it('loads the concept into the form and saves the changes, then goes back to the list', async () => {
    serveConcept();
    const requests = mockApi({
      'PATCH /api/email-concepts/12': { status: 200, body: { ...concept, title: 'Brew like a pro' } },
      'GET /api/email-concepts': { status: 200, body: [{ ...concept, title: 'Brew like a pro' }] },
    });
    const { toast, currentPath } = renderEdit('12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Email Concept' })).toBeInTheDocument();
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Brew guide');
    expect(screen.getByLabelText('Reference')).toHaveValue('Strategy §2');
    expect(screen.getByRole('group', { name: 'Strategic Alignment' })).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Email Concept Loaded' }));

    await userEvent.clear(title);
    await userEvent.type(title, '  Brew like a pro ');
    await userEvent.click(screen.getByRole('combobox', { name: 'Campaign Type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Thought Leadership' }));
    await userEvent.clear(screen.getByLabelText('Reference'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(currentPath()).toBe('/email-concepts'));
    expect(toast).toHaveBeenCalledWith({
      title: 'Success',
      description: 'Email concept updated successfully',
      variant: 'success',
    });
    const patch = requests.mock.calls.find(([path, r]) => path === '/api/email-concepts/12' && r.method === 'PATCH')!;
    // The changed fields trimmed and emptied as typed; the untouched ones as loaded.
    const { coreMessage, targetAudience, callToAction, strategicAlignment } = concept;
    expect(JSON.parse(patch[1].body as string)).toEqual({
      title: 'Brew like a pro',
      campaignType: 'thought_leadership',
      coreMessage,
      targetAudience,
      callToAction,
      strategicAlignment: { ...strategicAlignment, reference: '' },
      version: 1,
    });
  });

  it('shows every message of the form and sends nothing while one stands', async () => {
    serveConcept();
    renderEdit('12');
    await screen.findByLabelText('Title');
    for (const label of [
      'Title',
      'Core Message',
      'Target Audience',
      'Call to Action',
      'Target Segment',
      'Journey Phase',
      'Strategic Priority',
    ]) {
      await userEvent.clear(screen.getByLabelText(label));
    }
    await userEvent.type(screen.getByLabelText('Core Message'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    for (const message of [
      'Title is required',
      'Core message is required',
      'Target audience is required',
      'Call to action is required',
      'Target segment is required',
      'Journey phase is required',
      'Strategic priority is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(requestLog().mock.calls.filter(([, r]) => r.method === 'PATCH')).toHaveLength(0);
    // Fixed, the message goes away at once.
    await userEvent.type(screen.getByLabelText('Title'), 'Back again');
    await waitFor(() => expect(screen.queryByText('Title is required')).not.toBeInTheDocument());

    await userEvent.type(screen.getByLabelText('Title'), 'x'.repeat(200));
    expect(await screen.findByText('Title must be at most 200 characters')).toBeInTheDocument();
  });

  it("shows the server's messages on the fields and the spec toast when saving is refused", async () => {
    serveConcept();
    mockApi({
      'PATCH /api/email-concepts/12': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Journey phase is required',
          errors: [{ path: 'strategicAlignment.journeyPhase', message: 'Journey phase is required' }],
        },
      },
    });
    const { toast, currentPath } = renderEdit('12');
    await screen.findByLabelText('Title');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFailureToast(toast, 'Failed to update concept', 'Journey phase is required');
    expect(screen.getByText('Journey phase is required')).toBeInTheDocument();
    expect(currentPath()).toBe('/email-concepts/edit/12');
  });

  it.each(['abc', '12abc', '0'])('a non-numeric id (%s) shows the load failure without asking the API', async (id) => {
    renderEdit(id);
    expect(await screen.findByText(LOAD_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Concepts' })).toHaveAttribute('href', '/email-concepts');
    expect(requestLog()).not.toHaveBeenCalled();
  });

  it('a missing or foreign concept (404) shows the load failure', async () => {
    mockApi({ 'GET /api/email-concepts/99': { status: 404, body: { message: 'Email concept not found' } } });
    renderEdit('99');
    expect(await screen.findByText(LOAD_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Concepts' })).toHaveAttribute('href', '/email-concepts');
  });

  it('opens the refinement dialog from the form and takes the refined texts into it', async () => {
    const refined = {
      title: 'Brew like a pro',
      coreMessage: 'Three steps',
      targetAudience: 'VIPs',
      callToAction: 'Start',
    };
    serveConcept();
    mockApi({
      'POST /api/email-concepts/12/refine': {
        status: 200,
        body: {
          original: {
            title: 'Brew guide',
            coreMessage: 'How to brew',
            targetAudience: 'New tea drinkers',
            callToAction: 'Read more',
          },
          refined,
        },
      },
      'POST /api/email-concepts/12/apply-refinement': { status: 200, body: { ...concept, ...refined } },
    });
    renderEdit('12');
    await screen.findByLabelText('Title');
    await userEvent.clear(screen.getByLabelText('Journey Phase'));
    await userEvent.type(screen.getByLabelText('Journey Phase'), 'Loyalty');
    await userEvent.click(screen.getByRole('button', { name: 'Refine with AI' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI-Powered Content Refinement' });
    await userEvent.type(await within(dialog).findByLabelText(/Refinement instructions/), 'Punchier');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refine' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Apply Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Title')).toHaveValue('Brew like a pro');
    expect(screen.getByLabelText('Call to Action')).toHaveValue('Start');
    // An edit made before refining is kept.
    expect(screen.getByLabelText('Journey Phase')).toHaveValue('Loyalty');
  });
});
