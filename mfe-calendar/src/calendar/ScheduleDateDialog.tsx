import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { useState } from 'react';
import { parseCalendarDate, toCalendarDate } from './calendar-dates';

export interface ScheduleDateDialogProps {
  /** The concept's title, for the dialog's name. */
  title: string;
  /** The concept's current date (`yyyy-mm-dd`), or null when unscheduled. */
  scheduledDate: string | null;
  /** The day the calendar opens on when the concept has no date. */
  today: Date;
  onCancel: () => void;
  onConfirm: (scheduledDate: string) => void;
}

/**
 * The single-date picker of a concept card: the chosen day is only applied with Confirm; Cancel
 * (or Escape) leaves the concept as it was.
 */
export default function ScheduleDateDialog({ title, scheduledDate, today, onCancel, onConfirm }: ScheduleDateDialogProps) {
  const [value, setValue] = useState<Date | null>(() => parseCalendarDate(scheduledDate));
  const unchanged = !value || (scheduledDate !== null && toCalendarDate(value) === scheduledDate);
  return (
    <Dialog open onClose={onCancel} aria-labelledby="schedule-date-title">
      <DialogTitle id="schedule-date-title">Schedule “{title}”</DialogTitle>
      <DialogContent sx={{ px: 1, pb: 0 }}>
        <LocalizationProvider dateAdapter={AdapterDateFns}>
          <DateCalendar value={value} referenceDate={value ?? today} onChange={(date: Date | null) => setValue(date)} />
        </LocalizationProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={unchanged} onClick={() => value && onConfirm(toCalendarDate(value))}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
