import Button from '@mui/material/Button';
import ShareIcon from '@mui/icons-material/Share';
import { lazy, Suspense, useState } from 'react';
import { useCan } from '@mailplan/api/endpoints/auth';
import { SHARE_BUTTON_TEXTS } from './calendar-sharing.texts';

// The dialog's code loads when it is first opened.
const CalendarSharingDialog = lazy(() => import('./CalendarSharingDialog'));

/**
 * On the Content Calendar's header: 'Share calendar' for the roles that may share it
 * (calendar.share); every other role gets 'Calendar links', the same dialog read-only.
 */
export function ShareCalendarButton() {
  const canShare = useCan('calendar.share');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => setOpen(true)} sx={{ float: 'right', ml: 2 }}>
        {canShare ? SHARE_BUTTON_TEXTS.share : SHARE_BUTTON_TEXTS.readOnly}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CalendarSharingDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
