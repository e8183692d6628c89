import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { CALENDAR_LINK_LABEL_MAX } from '@mailplan/shared';
import { useToast } from '@mailplan/ui';
import { SHARING_TEXTS } from './calendar-sharing.texts';

/** A day as the lists show it. */
export const dateOf = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

/** Copies `text`; answers whether the browser let it. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A new address, shown once, with Copy. */
export function NewAddress({ label, url, children }: { label: string; url: string; children?: ReactNode }) {
  const toast = useToast();
  return (
    <Alert severity="success" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          label={label}
          value={url}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'new-calendar-address' }, inputLabel: { shrink: true } }}
          onFocus={(e) => e.target.select()}
        />
        <Button
          variant="outlined"
          onClick={() => void copyText(url).then((ok) => ok && toast({ title: SHARING_TEXTS.copied }))}
        >
          {SHARING_TEXTS.copy}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {SHARING_TEXTS.shownOnce}
      </Typography>
      {children}
    </Alert>
  );
}

/** One feed or share link in a list, with Revoke for the roles that may revoke (`onRevoke` given). */
export function LinkRow({ name, detail, onRevoke, busy }: { name: string; detail: string; onRevoke?: () => void; busy: boolean }) {
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ py: 0.5, alignItems: 'center' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      </Box>
      {onRevoke && (
        <Button size="small" color="error" onClick={onRevoke} disabled={busy} aria-label={`${SHARING_TEXTS.revoke} ${name}`}>
          {SHARING_TEXTS.revoke}
        </Button>
      )}
    </Stack>
  );
}

/**
 * Runs a call that makes or revokes a link: `done` runs when it worked; any failure shows the same
 * toast, so neither section has to word it.
 */
export function useSharingCall() {
  const toast = useToast();
  return (call: { unwrap(): Promise<unknown> }, done: () => void) =>
    void call
      .unwrap()
      .then(done)
      .catch(() => toast({ title: SHARING_TEXTS.failed, variant: 'destructive' }));
}

/** The name a new feed or share link gets, no longer than the server keeps. */
export function LinkNameField({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange(value: string): void }) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { maxLength: CALENDAR_LINK_LABEL_MAX } }}
      sx={{ flex: 1, minWidth: 0 }}
    />
  );
}

/** The feeds or the share links as a list (one `LinkRow` each), with a line saying when there are none. */
export function LinkList({ label, emptyText, children }: { label: string; emptyText: string; children: ReactNode[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, mt: 1 }}>
      {children.length === 0 && (
        <Typography component="li" variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** The feeds' or the share links' section: its heading, the intro below it, then `children`. */
export function SharingSection({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {intro}
      </Typography>
      {children}
    </Box>
  );
}

/** The fields of a new feed or share link (`children`) in a row, with its create button. */
export function CreateLinkRow({ createLabel, onCreate, creating, children }: { createLabel: string; onCreate(): void; creating: boolean; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1.5 }}>
      {children}
      <Button variant="contained" onClick={onCreate} disabled={creating} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
        {createLabel}
      </Button>
    </Stack>
  );
}
