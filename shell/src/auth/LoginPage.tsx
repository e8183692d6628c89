import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '@mailplan/ui';
import { FormTextField, useZodForm } from '@mailplan/ui/forms';
import { apiRequest } from '@mailplan/api/request';
import { sessionEvents } from '../app/session-events';
import { AuthCard } from './AuthCard';
import { errorMessage } from './errors';
import type { BrandSettingsSummary, LoginDto, LoginResponseDto } from './types';
import { afterLoginPath } from './after-login';

// zod and the schema download after the first paint: the login page is the shell's first load.
const loginSchema = () => import('./auth.schemas').then((m) => m.loginSchema);

export default function LoginPage() {
  const { control, handleSubmit } = useZodForm(loginSchema, { email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();

  async function onSubmit(values: LoginDto) {
    setBusy(true);
    try {
      const body: LoginDto = { email: values.email, password: values.password };
      const result = await apiRequest<LoginResponseDto>({ url: '/api/auth/login', method: 'POST', body });
      sessionEvents.sessionChanged();
      toast({ title: 'Login successful', description: 'Welcome back', variant: 'success' });
      const pendingSetup = Boolean(result.pendingSetup ?? result.user?.pendingSetup);
      const path = await afterLoginPath(pendingSetup, () => apiRequest<BrandSettingsSummary[]>('/api/brand-settings'));
      navigate(path, { replace: true });
    } catch (error) {
      toast({
        title: 'Login failed',
        description: errorMessage(error) ?? 'Please check your credentials and try again',
        variant: 'destructive',
      });
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Login" subtitle="Sign in to plan your email program.">
      <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={1}>
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" autoFocus />
        <FormTextField control={control} name="password" label="Password" type="password" autoComplete="current-password" />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Logging in...' : 'Login'}
        </Button>
        <Typography variant="body2" sx={{ pt: 1 }}>
          No account yet?{' '}
          <Link component={RouterLink} to="/auth/register">
            Create an Account
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
