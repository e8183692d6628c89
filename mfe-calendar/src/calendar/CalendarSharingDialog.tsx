import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useCan } from '@mailplan/api/endpoints/auth';
import { SHARING_TEXTS } from './calendar-sharing.texts';
import { FeedSection } from './CalendarFeedSection';
import { ShareSection } from './CalendarShareSection';

export { SHARING_TEXTS } from './calendar-sharing.texts';

/**
 * The Content Calendar's sharing dialog: secret calendar feeds for calendar apps, and read-only
 * share links with an expiry. A new address is shown once. Every role sees which links exist;
 * only the roles with `calendar.share` (admins and managers) get the make and revoke controls,
 * as the API allows (docs/permissions.md).
 */
export default function CalendarSharingDialog({ onClose }: { onClose: () => void }) {
  const canShare = useCan('calendar.share');
  return (
    <Dialog open onClose={onClose} aria-labelledby="calendar-sharing-title" fullWidth maxWidth="sm">
      <DialogTitle id="calendar-sharing-title">{canShare ? SHARING_TEXTS.title : SHARING_TEXTS.readOnlyTitle}</DialogTitle>
      <DialogContent>
        {!canShare && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {SHARING_TEXTS.readOnlyNote}
          </Alert>
        )}
        <Stack spacing={3} divider={<Divider flexItem />}>
          <FeedSection canShare={canShare} />
          <ShareSection canShare={canShare} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{SHARING_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
