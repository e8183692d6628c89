import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '@mailplan/ui';
import { FormTextField, useZodForm } from '@mailplan/ui/forms';
import { register as registerUser } from '@mailplan/api/request';
import { sessionEvents } from '../app/session-events';
import { AuthCard } from './AuthCard';
import { AUTH_TOASTS } from './auth.texts';
import { errorMessage } from './errors';
import type { RegisterDto } from './types';
import { registerSchema } from './auth.schemas';

/** Pause between the success toast and the organization step (the spec's business constants). */
export const REDIRECT_AFTER_REGISTER_MS = 500;

/**
 * The failure toast's text: the API's message when it gave one; for a refused form without one
 * (a 4xx), the spec's other registration text; otherwise (network, server) its default.
 */
function registrationFailure(error: unknown): string {
  const message = errorMessage(error);
  if (message) return message;
  const status = (error as { status?: number } | null)?.status ?? 0;
  return status >= 400 && status < 500 ? 'Please check your information and try again' : 'Registration failed. Please try again.';
}

export default function RegisterPage() {
  const { control, handleSubmit } = useZodForm(registerSchema, { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function onSubmit(values: Omit<RegisterDto, 'pendingSetup'>) {
    setBusy(true);
    try {
      const body: RegisterDto = {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        password: values.password,
        confirmPassword: values.confirmPassword,
        pendingSetup: true,
      };
      await registerUser(body);
      sessionEvents.sessionChanged();
      toast(AUTH_TOASTS.registered);
      timer.current = setTimeout(() => navigate('/auth/create-organization', { replace: true }), REDIRECT_AFTER_REGISTER_MS);
    } catch (error) {
      toast(AUTH_TOASTS.registerFailed(registrationFailure(error)));
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Create an Account" subtitle="Start planning your email program.">
      <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={1}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" autoFocus />
          <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" />
        </Stack>
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
        <FormTextField control={control} name="password" label="Password" type="password" autoComplete="new-password" />
        <FormTextField control={control} name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Creating account...' : 'Create Account'}
        </Button>
        <Typography variant="body2" sx={{ pt: 1 }}>
          Already have an account?{' '}
          <Link component={RouterLink} to="/auth/login">
            Login
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
