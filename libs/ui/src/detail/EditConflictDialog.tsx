import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The texts of the edit conflict dialog (both remotes show it). */
export const EDIT_CONFLICT_TEXTS = {
  title: 'Someone else saved changes',
  intro: 'Since you opened the form, these were changed and saved by someone else:',
  noVisibleChanges: 'The saved copy changed, but none of the fields shown here.',
  saved: 'Saved now',
  yours: 'Yours',
  empty: '(empty)',
  kept: 'Your changes are still in the form. Choose what to keep:',
  reloadHint: 'Reload takes the saved copy; your unsaved changes are discarded.',
  overwriteHint: 'Overwrite saves your version over theirs.',
  keepEditing: 'Keep editing',
  reload: 'Reload',
  overwrite: 'Overwrite',
  saving: 'Saving...',
} as const;

/** One field that differs: its label, the saved text and the user's text (as shown). */
export interface ConflictChange {
  /** Unique within the list. */
  key: string;
  label: string;
  saved: string;
  yours: string;
}

export interface EditConflictDialogProps {
  open: boolean;
  /** The server's sentence (the 409's message). */
  message: string;
  /** What changed on the server since the form loaded its copy. */
  changes: readonly ConflictChange[];
  /** An overwrite is being saved. */
  busy?: boolean;
  /** Take the saved copy into the form. */
  onReload(): void;
  /** Save the user's version over the saved one, on purpose. */
  onOverwrite(): void;
  /** Back to the form, the user's input as it was. */
  onClose(): void;
}

/** A long text shown in part (the dialog shows what changed, not whole emails). */
const SHOWN_CHARACTERS = 280;

function shown(text: string): string {
  if (!text.trim()) return EDIT_CONFLICT_TEXTS.empty;
  return text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS)}…` : text;
}

function Side({ title, text }: { title: string; text: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: text.trim() ? undefined : 'text.secondary' }}>
        {shown(text)}
      </Typography>
    </Box>
  );
}

/**
 * What a form shows when its save answered 409 (someone saved the record after the form loaded
 * it): the fields that changed on the server, each with the saved text beside the user's, and
 * the three ways on: keep editing, reload the saved copy, or overwrite it on purpose.
 */
export function EditConflictDialog({ open, message, changes, busy = false, onReload, onOverwrite, onClose }: EditConflictDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="edit-conflict-title">
      <DialogTitle id="edit-conflict-title">{EDIT_CONFLICT_TEXTS.title}</DialogTitle>
      <DialogContent dividers>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {message}
        </Alert>
        <Typography sx={{ mb: 1.5 }}>{changes.length ? EDIT_CONFLICT_TEXTS.intro : EDIT_CONFLICT_TEXTS.noVisibleChanges}</Typography>
        <Stack spacing={1.5} component="ul" aria-label={EDIT_CONFLICT_TEXTS.title} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {changes.map((c) => (
            <Paper key={c.key} variant="outlined" component="li" aria-label={c.label} sx={{ p: 1.5 }}>
              <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                {c.label}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <Side title={EDIT_CONFLICT_TEXTS.saved} text={c.saved} />
                <Side title={EDIT_CONFLICT_TEXTS.yours} text={c.yours} />
              </Box>
            </Paper>
          ))}
        </Stack>
        <Typography sx={{ mt: 2 }}>{EDIT_CONFLICT_TEXTS.kept}</Typography>
        <Typography variant="body2" color="text.secondary">
          {EDIT_CONFLICT_TEXTS.reloadHint}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {EDIT_CONFLICT_TEXTS.overwriteHint}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {EDIT_CONFLICT_TEXTS.keepEditing}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" onClick={onReload} disabled={busy}>
          {EDIT_CONFLICT_TEXTS.reload}
        </Button>
        <Button variant="contained" color="warning" onClick={onOverwrite} disabled={busy}>
          {busy ? EDIT_CONFLICT_TEXTS.saving : EDIT_CONFLICT_TEXTS.overwrite}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The stored copy a 409 edit conflict answered (`current`), or undefined for any other failure.
 * Reads an RTK Query error (`{ status, data }`).
 */
export function editConflictCopy<T extends { version: number }>(error: unknown): T | undefined {
  const e = error as { status?: unknown; data?: { current?: unknown } } | null;
  if (e?.status !== 409) return undefined;
  const current = e.data?.current as T | undefined;
  return current && typeof current === 'object' && typeof current.version === 'number' ? current : undefined;
}

/** The text of a value for the dialog: lists one item a line. */
export function conflictText(value: unknown): string {
  if (Array.isArray(value)) return value.map(conflictText).join('\n');
  if (value === null || value === undefined) return '';
  return String(value);
}

/** Whether two values (texts, lists, plain objects) are the same. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
