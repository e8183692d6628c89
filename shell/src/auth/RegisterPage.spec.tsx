import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegisterPage from './RegisterPage';
import { currentPath, mockApi, renderWithProviders, requestLog, userFixture } from '@mailplan/testing';

async function fill(values: Partial<Record<'First name' | 'Last name' | 'Email' | 'Password' | 'Confirm password', string>>) {
  for (const [label, value] of Object.entries(values)) if (value) await userEvent.type(screen.getByLabelText(label), value);
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

describe('RegisterPage', () => {
  it('shows every required-field message on an empty submit', async () => {
    const fetchMock = requestLog();
    renderWithProviders(<RegisterPage />, { route: '/auth/register', store: null });
    expect(screen.getByRole('heading', { name: 'Create an Account' })).toBeInTheDocument();
    await submit();
    for (const text of ['First name is required', 'Last name is required', 'Please enter a valid email', 'Password must be at least 8 characters', 'Please confirm your password']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the passwords do not match, on the confirmation field', async () => {
    renderWithProviders(<RegisterPage />, { route: '/auth/register', store: null });
    await fill({ 'First name': 'Ada', 'Last name': 'Lovelace', Email: 'ada@example.com', Password: 'correct-horse', 'Confirm password': 'correct-house' });
    await submit();
    const confirm = screen.getByLabelText('Confirm password');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
  });

  it('registers, shows the success toast and goes to create an organization after 500 ms', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/register': { status: 201, body: userFixture({ id: 5, email: 'ada@example.com', organizationId: null, pendingSetup: true }) } });
    renderWithProviders(<RegisterPage />, { route: '/auth/register', store: null });
    await fill({ 'First name': 'Ada', 'Last name': 'Lovelace', Email: 'ada@example.com', Password: 'correct-horse', 'Confirm password': 'correct-horse' });
    await submit();
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(screen.getByText('Your account has been created')).toBeInTheDocument();
    expect(currentPath(screen)).toBe('/auth/register');
    await waitFor(() => expect(currentPath(screen)).toBe('/auth/create-organization'), { timeout: 2000 });
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct-horse',
      confirmPassword: 'correct-horse',
      pendingSetup: true,
    });
  });

  it('shows the failure toast with the API message', async () => {
    mockApi({ 'POST /api/auth/register': { status: 409, body: { message: 'An account with this email already exists' } } });
    renderWithProviders(<RegisterPage />, { route: '/auth/register', store: null });
    await fill({ 'First name': 'Ada', 'Last name': 'Lovelace', Email: 'ada@example.com', Password: 'correct-horse', 'Confirm password': 'correct-horse' });
    await submit();
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
    expect(currentPath(screen)).toBe('/auth/register');
  });

  it.each([
    ['a refused form whose answer has no message (a proxy page)', 413, 'Please check your information and try again'],
    ['a server failure whose answer has no message', 502, 'Registration failed. Please try again.'],
  ])('shows the spec text for %s', async (_case, status, text) => {
    mockApi({ 'POST /api/auth/register': { status, body: '<html><body>Request refused</body></html>' } });
    renderWithProviders(<RegisterPage />, { route: '/auth/register', store: null });
    await fill({ 'First name': 'Ada', 'Last name': 'Lovelace', Email: 'ada@example.com', Password: 'correct-horse', 'Confirm password': 'correct-horse' });
    await submit();
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
