// WHEN TO USE: only for the login page, the shell's first load (see LoginPage.tsx). Other forms
// use the form kit (@mailplan/ui/forms) directly.
import { useId } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';

type Field = 'email' | 'password';

interface LoginDraft {
  email: string;
  password: string;
  /** The field the user was in. */
  focus: Field | null;
  /** Login was pressed. */
  submitted: boolean;
}

const empty = (): LoginDraft => ({ email: '', password: '', focus: null, submitted: false });
let draft = empty();

/** What was typed into the draft fields and where the user was. */
export function readLoginDraft(): Pick<LoginDraft, 'email' | 'password' | 'focus'> {
  return { email: draft.email, password: draft.password, focus: draft.focus };
}

/** Whether Login was pressed in the draft form, once; forgets what was typed. */
export function takeLoginDraftSubmit(): boolean {
  const submitted = draft.submitted;
  draft = empty();
  return submitted;
}

function DraftField({ name, label, type, autoComplete, autoFocus }: { name: Field; label: string; type: string; autoComplete: string; autoFocus?: boolean }) {
  const id = useId();
  return (
    <FormControl fullWidth size="small" variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={draft[name]}
        onChange={(e) => (draft[name] = e.target.value)}
        onFocus={() => (draft.focus = name)}
        aria-describedby={`${id}-helper`}
      />
      <FormHelperText id={`${id}-helper`}> </FormHelperText>
    </FormControl>
  );
}

/**
 * The login form as it looks, usable before its code (react-hook-form, the schema) has arrived:
 * plain fields whose text, focus and a press of Login the real form takes over (LoginForm.tsx).
 * It is marked busy (`aria-busy`) until then.
 * It keeps react-hook-form out of the shell's first load.
 */
export function LoginFormDraft() {
  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      aria-busy="true"
      onSubmit={(e) => {
        e.preventDefault();
        draft.submitted = true;
      }}
    >
      <DraftField name="email" label="Email" type="email" autoComplete="email" autoFocus />
      <DraftField name="password" label="Password" type="password" autoComplete="current-password" />
      <Button type="submit" variant="contained" size="large">
        Login
      </Button>
    </Stack>
  );
}
