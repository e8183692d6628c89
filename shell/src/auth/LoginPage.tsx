import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useToast } from '@mailplan/ui';
import { logIn, readBrandSettings } from '@mailplan/api/request';
import { sessionEvents } from '../app/session-events';
import { AuthCard } from './AuthCard';
import { AUTH_TOASTS } from './auth.texts';
import { errorMessage } from './errors';
import type { LoginDto } from './types';
import { afterLoginPath } from './after-login';
import { LoginFormDraft } from './login-draft';

// The form's code (react-hook-form, zod) is asked for once the page has painted: the login page
// is the shell's first load. Until it arrives the draft form takes what is typed.
const afterPaint = () =>
  new Promise<void>((resolve) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(resolve)) : setTimeout(resolve)));
const LoginForm = lazy(() => afterPaint().then(() => import('./LoginForm')));

export default function LoginPage() {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();

  async function onSubmit(values: LoginDto) {
    setBusy(true);
    try {
      const body: LoginDto = { email: values.email, password: values.password };
      const result = await logIn(body);
      sessionEvents.sessionChanged();
      toast(AUTH_TOASTS.loggedIn);
      const pendingSetup = Boolean(result.pendingSetup ?? result.user?.pendingSetup);
      const path = await afterLoginPath(pendingSetup, readBrandSettings);
      navigate(path, { replace: true });
    } catch (error) {
      toast(AUTH_TOASTS.loginFailed(errorMessage(error)));
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Login" subtitle="Sign in to plan your email program.">
      <Suspense fallback={<LoginFormDraft />}>
        <LoginForm onSubmit={onSubmit} busy={busy} />
      </Suspense>
      <Typography variant="body2" sx={{ pt: 2 }}>
        No account yet?{' '}
        <Link component={RouterLink} to="/auth/register">
          Create an Account
        </Link>
      </Typography>
    </AuthCard>
  );
}
