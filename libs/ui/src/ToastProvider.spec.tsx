import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from './ToastProvider';
import { useToast } from './toast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'First', description: 'one' })}>first</button>
      <button onClick={() => toast({ title: 'Second', description: 'two', variant: 'destructive' })}>second</button>
      <button
        onClick={() => {
          toast({ title: 'Saving failed', variant: 'destructive' });
          toast({ title: 'Saved elsewhere', variant: 'success' });
          toast({ title: 'Saving failed', variant: 'destructive' });
        }}
      >
        failure then success
      </button>
      <button
        onClick={() => {
          toast({ title: 'Created', variant: 'success' });
          toast({ title: 'Linked', variant: 'success', queue: true });
        }}
      >
        two of one outcome
      </button>
    </>
  );
}

/** The buttons inside the provider, as an area renders under the shell. */
function renderWithToasts() {
  render(
    <ToastProvider>
      <Buttons />
    </ToastProvider>,
  );
}

/** Closes the toast on screen with its Close button. */
const closeToast = () => userEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Close' }));

describe('ToastProvider', () => {
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time: a new one replaces the one on screen', async () => {
    renderWithToasts();
    await userEvent.click(screen.getByText('first'));
    expect(await screen.findByText('First')).toBeInTheDocument();
    await userEvent.click(screen.getByText('second'));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('two');
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('a failure is not replaced by a later toast: the later one shows when the failure is closed', async () => {
    renderWithToasts();
    await userEvent.click(screen.getByText('failure then success'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saving failed');
    expect(screen.queryByText('Saved elsewhere')).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Saved elsewhere')).toBeInTheDocument();
    expect(screen.queryByText('Saving failed')).not.toBeInTheDocument();
    // the same failure raised again while it was on screen is not shown twice
    await closeToast();
    await waitFor(() => expect(screen.queryByText('Saved elsewhere')).not.toBeInTheDocument());
    expect(screen.queryByText('Saving failed')).not.toBeInTheDocument();
  });

  it('a failure that closes by itself lets the waiting toast show', async () => {
    jest.useFakeTimers();
    renderWithToasts();
    act(() => screen.getByText('failure then success').click());
    expect(await screen.findByText('Saving failed')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(6_000);
    });
    expect(await screen.findByText('Saved elsewhere')).toBeInTheDocument();
    expect(screen.queryByText('Saving failed')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('a queued toast follows the one on screen instead of replacing it', async () => {
    renderWithToasts();
    await userEvent.click(screen.getByText('two of one outcome'));
    expect(await screen.findByText('Created')).toBeInTheDocument();
    expect(screen.queryByText('Linked')).not.toBeInTheDocument();
    await closeToast();
    expect(await screen.findByText('Linked')).toBeInTheDocument();
  });

  it('F8 moves focus to the notification region', async () => {
    renderWithToasts();
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).not.toHaveFocus();
    await userEvent.keyboard('{F8}');
    expect(region).toHaveFocus();
  });

  it('useToast outside the provider says what is missing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Buttons />)).toThrow('useToast must be used inside a ToastProvider');
    jest.restoreAllMocks();
  });

  it('hides a toast after a while', async () => {
    jest.useFakeTimers();
    renderWithToasts();
    act(() => screen.getByText('first').click());
    expect(await screen.findByText('First')).toBeInTheDocument();
    // The auto-hide timer closes it, then the exit transition runs.
    act(() => {
      jest.advanceTimersByTime(6_000);
    });
    act(() => {
      jest.advanceTimersByTime(1_000);
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
