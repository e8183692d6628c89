import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import LoginForm from './LoginForm';
import LoginPage from './LoginPage';
import { LoginFormDraft } from './login-draft';
import { currentPath, mockApi, mockUnlistedApi, renderWithProviders, requestLog, userFixture, type FakeAnswer } from '@mailplan/testing';

const user = userFixture({ id: 1, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', organizationId: 3 });

/** The form's code has arrived (the draft form shown before it is marked busy). */
async function formReady() {
  await waitFor(() => expect(document.querySelector('form')).not.toHaveAttribute('aria-busy'), { timeout: 10_000 });
}

async function fillAndSubmit(email = 'ada@example.com', password = 'secret-1') {
  await formReady();
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

function loginWith(brandSettings: FakeAnswer, pendingSetup = false) {
  mockUnlistedApi({ 'GET /api/brand-settings': brandSettings });
  return mockApi({ 'POST /api/auth/login': { status: 200, body: { user, pendingSetup } } });
}

describe('LoginPage', () => {
  it('shows the exact validation messages and sends nothing', async () => {
    const fetchMock = requestLog();
    renderWithProviders(<LoginPage />, { route: '/auth/login', store: null });
    await formReady();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in with the credentials, shows the success toast and goes to the concepts when a strategy exists', async () => {
    const fetchMock = loginWith({ status: 200, body: [{ id: 1, name: 'Acme', emailStrategy: { generatedStrategy: '# plan' } }] });
    renderWithProviders(<LoginPage />, { route: '/auth/login', store: null });
    await fillAndSubmit();
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(screen)).toBe('/email-concepts'));
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', password: 'secret-1' });
    expect(init.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it.each([
    ['a brand without a strategy', { status: 200, body: [{ id: 1, name: 'Acme', emailStrategy: {} }] }, '/email-strategy'],
    ['no brand settings yet', { status: 200, body: [] }, '/brand-settings'],
    ['brand settings that fail', { status: 500, body: 'boom' }, '/'],
  ])('after login with %s goes to %s', async (_case, answer, path) => {
    loginWith(answer as FakeAnswer);
    renderWithProviders(<LoginPage />, { route: '/auth/login', store: null });
    await fillAndSubmit();
    await waitFor(() => expect(currentPath(screen)).toBe(path));
  });

  it('sends a user whose set-up is pending to create an organization', async () => {
    const fetchMock = loginWith({ status: 200, body: [] }, true);
    renderWithProviders(<LoginPage />, { route: '/auth/login', store: null });
    await fillAndSubmit();
    await waitFor(() => expect(currentPath(screen)).toBe('/auth/create-organization'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the failure toast with the API message and stays on the page', async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { statusCode: 401, message: 'Invalid email or password' } } });
    renderWithProviders(<LoginPage />, { route: '/auth/login', store: null });
    await fillAndSubmit();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(currentPath(screen)).toBe('/auth/login');
  });

  it('falls back to the default failure text when the API gives no message', async () => {
    mockApi({ 'POST /api/auth/login': { status: 0 } });
    renderWithProviders(<LoginPage />, { route: '/auth/login', store: null });
    await fillAndSubmit();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Please check your credentials and try again')).toBeInTheDocument();
  });

  it('shows the default failure text, not the page, when a proxy answers with HTML', async () => {
    mockApi({ 'POST /api/auth/login': { status: 502, body: '<html><body>Bad gateway</body></html>' } });
    renderWithProviders(<LoginPage />, { route: '/auth/login', store: null });
    await fillAndSubmit();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Please check your credentials and try again')).toBeInTheDocument();
    expect(screen.queryByText(/Bad gateway/)).not.toBeInTheDocument();
  });

  it('takes over what was typed, and a Login pressed, before the form code arrived; a later visit starts empty', async () => {
    const fetchMock = requestLog();
    const draft = render(<LoginFormDraft />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(fetchMock).not.toHaveBeenCalled();
    draft.unmount();
    const onSubmit = jest.fn(async () => {});
    render(<LoginForm onSubmit={onSubmit} busy={false} />);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret-1' }, undefined));
    expect(fetchMock).not.toHaveBeenCalled();
    document.body.innerHTML = '';
    render(<LoginForm onSubmit={onSubmit} busy={false} />);
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
