import Button from '@mui/material/Button';
import ShareIcon from '@mui/icons-material/Share';
import { lazy, Suspense, useState } from 'react';
import { useCan } from '@mailplan/api';

// The dialog's code loads when it is first opened.
const CalendarSharingDialog = lazy(() => import('./CalendarSharingDialog'));

/** 'Share calendar' on the Content Calendar's header, for the roles that may share it (calendar.share). */
export function ShareCalendarButton() {
  const allowed = useCan('calendar.share');
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => setOpen(true)} sx={{ float: 'right', ml: 2 }}>
        Share calendar
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CalendarSharingDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
