import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from './ToastProvider';
import { useToast } from './toast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'First', description: 'one' })}>first</button>
      <button onClick={() => toast({ title: 'Second', description: 'two', variant: 'destructive' })}>second</button>
    </>
  );
}

describe('ToastProvider', () => {
  it('shows one toast at a time: a new one replaces the one on screen', async () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByText('first'));
    expect(await screen.findByText('First')).toBeInTheDocument();
    await userEvent.click(screen.getByText('second'));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('two');
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('F8 moves focus to the notification region', async () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
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
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
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
