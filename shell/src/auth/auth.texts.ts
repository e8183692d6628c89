/**
 * The toasts of signing in, registering, creating the organization and signing out: the auth pages,
 * the sidebar and the invitation page show the same words.
 */
export const AUTH_TOASTS = {
  loggedIn: { title: 'Login successful', description: 'Welcome back', variant: 'success' },
  /** `message`: what the API said, when it said something. */
  loginFailed: (message?: string | null) => ({ title: 'Login failed', description: message ?? 'Please check your credentials and try again', variant: 'destructive' as const }),
  registered: { title: 'Registration successful', description: 'Your account has been created', variant: 'success' },
  registerFailed: (message: string) => ({ title: 'Registration failed', description: message, variant: 'destructive' as const }),
  organizationCreated: { title: 'Organization created', description: 'Your organization has been created successfully', variant: 'success' },
  organizationFailed: (message?: string | null) => ({
    title: 'Creation failed',
    description: message ?? 'Failed to create organization. Please try again.',
    variant: 'destructive' as const,
  }),
  logoutFailed: { title: 'Logout failed', description: 'There was an error logging out', variant: 'destructive' },
} as const;
