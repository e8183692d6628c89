import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '@mailplan/ui';
import { apiRequest } from '@mailplan/api/request';
import { sessionEvents } from '../app/session-events';
import { AuthCard } from './AuthCard';
import { TextInput } from './TextInput';
import { errorMessage } from './errors';
import type { RegisterDto, UserDto } from './types';
import { useFormState } from './useFormState';
import { validateRegister } from './validation';

/** Pause between the success toast and the organization step (spec part 1, section 9). */
export const REDIRECT_AFTER_REGISTER_MS = 500;

export default function RegisterPage() {
  const form = useFormState({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' }, validateRegister);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const values = form.check();
    if (!values) return;
    setBusy(true);
    try {
      const body: RegisterDto = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        pendingSetup: true,
      };
      await apiRequest<UserDto>({ url: '/api/auth/register', method: 'POST', body });
      sessionEvents.sessionChanged();
      toast({ title: 'Registration successful', description: 'Your account has been created', variant: 'success' });
      timer.current = setTimeout(() => navigate('/auth/create-organization', { replace: true }), REDIRECT_AFTER_REGISTER_MS);
    } catch (error) {
      toast({
        title: 'Registration failed',
        description: errorMessage(error) ?? 'Registration failed. Please try again.',
        variant: 'destructive',
      });
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Create an Account" subtitle="Start planning your email program.">
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={1}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextInput label="First name" autoComplete="given-name" autoFocus {...form.bind('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...form.bind('lastName')} />
        </Stack>
        <TextInput label="Email" type="email" autoComplete="email" {...form.bind('email')} />
        <TextInput label="Password" type="password" autoComplete="new-password" {...form.bind('password')} />
        <TextInput label="Confirm password" type="password" autoComplete="new-password" {...form.bind('confirmPassword')} />
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
