import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormTextField, useZodForm } from '@mailplan/ui/forms';
import type { LoginDto } from './types';
import { readLoginDraft, takeLoginDraftSubmit } from './login-draft';

// zod and the schema download after the first paint: the login page is the shell's first load.
const loginSchema = () => import('./auth.schemas').then((m) => m.loginSchema);

/**
 * The login form (react-hook-form and the zod schema), loaded after the page's first paint: it
 * takes over what was typed into the page's draft fields meanwhile, and a Login pressed then.
 */
export default function LoginForm({ onSubmit, busy }: { onSubmit(values: LoginDto): Promise<void>; busy: boolean }) {
  const [draft] = useState(readLoginDraft);
  const { control, handleSubmit } = useZodForm(loginSchema, { email: draft.email, password: draft.password });
  const submit = handleSubmit(onSubmit);

  // once, on arrival: the draft is taken (not kept for a later visit), and a Login pressed before
  useEffect(() => {
    if (takeLoginDraftSubmit()) void submit();
  }, []);

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1}>
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" autoFocus={draft.focus !== 'password'} />
      <FormTextField control={control} name="password" label="Password" type="password" autoComplete="current-password" autoFocus={draft.focus === 'password'} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Logging in...' : 'Login'}
      </Button>
    </Stack>
  );
}
