import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { TEXTS } from './concepts.texts';

/** The sticky footer: how many concepts are selected, and the way to the calendar. */
export function SelectionFooter({ selected, active }: { selected: number; active: number }) {
  return (
    <Paper
      variant="outlined"
      component="footer"
      sx={{
        position: 'sticky',
        bottom: 0,
        mt: 3,
        p: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        flexWrap: 'wrap',
        zIndex: 1,
      }}
    >
      <Typography aria-live="polite" data-testid="selected-count">
        {TEXTS.selectedCount(selected, active)}
      </Typography>
      <Button component={Link} to="/content-calendar" variant="contained">
        {TEXTS.viewSelected}
      </Button>
    </Paper>
  );
}
