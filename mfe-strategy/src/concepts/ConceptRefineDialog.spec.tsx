import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConceptDto } from '@mailplan/api';
import { conceptFixture, mockApi, renderWithProviders, expectFailureToast } from '@mailplan/testing';
import { useToast } from '@mailplan/ui';
import { ConceptRefineDialog } from '@mailplan/ui/ai';
import { PROVIDERS } from './concept.fixtures';

// The shared dialog of @mailplan/ui/ai, as this remote shows it (the page passes the shell's toasts).

jest.setTimeout(30_000);

const ORIGINAL = {
  title: 'Brew guide',
  coreMessage: 'How to brew',
  targetAudience: 'New tea drinkers',
  callToAction: 'Read more',
};
const REFINED = {
  title: 'Brew like a pro',
  coreMessage: 'Three steps to a perfect cup',
  targetAudience: 'VIP tea lovers',
  callToAction: 'Start brewing',
};

function Dialog({ onClose, onApplied }: { onClose(): void; onApplied(concept: ConceptDto): void }) {
  return <ConceptRefineDialog conceptId={5} defaultModel="claude" toast={useToast()} onClose={onClose} onApplied={onApplied} />;
}

function renderDialog(onApplied = jest.fn(), onClose = jest.fn()) {
  const view = renderWithProviders(<Dialog onClose={onClose} onApplied={onApplied} />, { toasts: 'spy' });
  return { ...view, onApplied, onClose };
}

// The model selector reads the providers itself.
beforeEach(() => mockApi({ 'GET /api/ai/providers': { status: 200, body: PROVIDERS } }));

const dialog = () => screen.getByRole('dialog', { name: 'AI-Powered Content Refinement' });
const refineButton = () => within(dialog()).getByRole('button', { name: 'Refine' });

describe('AI-Powered Content Refinement', () => {
  it('keeps Refine disabled until there are instructions, then shows Original and Refined and applies', async () => {
    const requests = mockApi({
      'GET /api/email-concepts/5': { status: 200, body: conceptFixture({ id: 5, ...ORIGINAL }) },
      'POST /api/email-concepts/5/refine': { status: 200, body: { original: ORIGINAL, refined: REFINED } },
      'POST /api/email-concepts/5/apply-refinement': { status: 200, body: conceptFixture({ id: 5, ...REFINED }) },
    });
    const { toast, onApplied, onClose } = renderDialog();
    const instructions = await screen.findByLabelText(/Refinement instructions/);
    expect(refineButton()).toBeDisabled();
    await userEvent.type(instructions, '   ');
    expect(refineButton()).toBeDisabled();
    await userEvent.click(within(dialog()).getByRole('combobox', { name: 'Model' }));
    await userEvent.click(screen.getByRole('option', { name: 'OpenAI' }));
    await userEvent.clear(instructions);
    await userEvent.tab();
    expect(within(dialog()).getByText('Please provide instructions for refinement')).toBeInTheDocument();
    await userEvent.type(instructions, 'Warmer, for VIPs');
    expect(refineButton()).toBeEnabled();
    expect(within(dialog()).queryByRole('button', { name: 'Apply Changes' })).not.toBeInTheDocument();

    await userEvent.click(refineButton());
    expect(await within(dialog()).findByRole('tab', { name: 'Refined', selected: true })).toBeInTheDocument();
    expect(requests).toHaveBeenCalledWith(
      '/api/email-concepts/5/refine',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ instructions: 'Warmer, for VIPs', modelType: 'openai' }),
      }),
    );
    const panel = within(dialog()).getByRole('tabpanel');
    expect(within(panel).getByText('Brew like a pro')).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('tab', { name: 'Original' }));
    expect(within(within(dialog()).getByRole('tabpanel')).getByText('Brew guide')).toBeInTheDocument();

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Apply Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests).toHaveBeenCalledWith(
      '/api/email-concepts/5/apply-refinement',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(REFINED) }),
    );
    expect(onApplied).toHaveBeenCalledWith(expect.objectContaining({ id: 5, title: 'Brew like a pro' }));
    expect(toast).toHaveBeenCalledWith({
      title: 'Success',
      description: 'Email concept updated successfully',
      variant: 'success',
    });
  });

  it('Start Over goes back to empty instructions', async () => {
    mockApi({
      'GET /api/email-concepts/5': { status: 200, body: conceptFixture({ id: 5, ...ORIGINAL }) },
      'POST /api/email-concepts/5/refine': { status: 200, body: { original: ORIGINAL, refined: REFINED } },
    });
    renderDialog();
    await userEvent.type(await screen.findByLabelText(/Refinement instructions/), 'Shorter');
    await userEvent.click(refineButton());
    await userEvent.click(await within(dialog()).findByRole('button', { name: 'Start Over' }));
    expect(screen.getByLabelText(/Refinement instructions/)).toHaveValue('');
    expect(refineButton()).toBeDisabled();
    expect(within(dialog()).queryByRole('tab')).not.toBeInTheDocument();
  });

  it("shows the server's reason when refining fails, and the spec text when it gives none", async () => {
    mockApi({
      'GET /api/email-concepts/5': { status: 200, body: conceptFixture({ id: 5, ...ORIGINAL }) },
      'POST /api/email-concepts/5/refine': { status: 502, body: { message: 'Failed to parse AI response' } },
    });
    const { toast } = renderDialog();
    await userEvent.type(await screen.findByLabelText(/Refinement instructions/), 'Shorter');
    await userEvent.click(refineButton());
    await expectFailureToast(toast, 'Failed to refine concept', 'Failed to parse AI response');
    // The instructions stay for another try.
    expect(screen.getByLabelText(/Refinement instructions/)).toHaveValue('Shorter');

    mockApi({ 'POST /api/email-concepts/5/refine': { status: 500, body: 'gateway said no' } });
    await userEvent.click(refineButton());
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Failed to refine concept' })),
    );
  });

  it('reports a failed apply with the spec fallback', async () => {
    mockApi({
      'GET /api/email-concepts/5': { status: 200, body: conceptFixture({ id: 5, ...ORIGINAL }) },
      'POST /api/email-concepts/5/refine': { status: 200, body: { original: ORIGINAL, refined: REFINED } },
      'POST /api/email-concepts/5/apply-refinement': { status: 404, body: { message: 'Email concept not found' } },
    });
    const { toast, onClose } = renderDialog();
    await userEvent.type(await screen.findByLabelText(/Refinement instructions/), 'Shorter');
    await userEvent.click(refineButton());
    await userEvent.click(await within(dialog()).findByRole('button', { name: 'Apply Changes' }));
    await expectFailureToast(toast, 'Failed to apply refinements', 'Email concept not found');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the load failure texts in an alert', async () => {
    mockApi({
      'GET /api/email-concepts/5': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'Email concept not found' },
      },
    });
    renderDialog();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Failed to load content: Failed to fetch concept: 404 Not Found',
    );
    expect(refineButton()).toBeDisabled();
  });

  it('says the concept data could not be loaded when the answer is not a concept', async () => {
    mockApi({ 'GET /api/email-concepts/5': { status: 200, body: {} as never } });
    renderDialog();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Failed to load concept data. Please try closing and reopening the dialog.',
    );
  });
});
