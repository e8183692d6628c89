import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UnscheduledMore } from './board-types';
import { ConceptCard } from './ConceptCard';
import type { CalendarConcept } from './concept-types';
import { UNSCHEDULED_ID } from './dnd';
import { DropZone } from './DropZone';

interface UnscheduledPanelProps {
  /** The planned concepts with no date read so far. */
  concepts: readonly CalendarConcept[];
  more?: UnscheduledMore;
  onPickDate: (c: CalendarConcept) => void;
  onUnschedule: (c: CalendarConcept) => void;
}

/** Unscheduled Content: the planned concepts with no date, a drop target that clears a card's date. */
export function UnscheduledPanel({ concepts, more, onPickDate, onUnschedule }: UnscheduledPanelProps) {
  return (
    <DropZone id={UNSCHEDULED_ID} target={{ kind: 'unscheduled' }} label="Unscheduled Content">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Unscheduled Content
      </Typography>
      {concepts.length === 0 && !more?.left ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          All content has been scheduled!
        </Typography>
      ) : (
        <Stack spacing={1}>
          {concepts.map((concept) => (
            <ConceptCard key={concept.id} concept={concept} overdue={false} onPickDate={onPickDate} onUnschedule={onUnschedule} />
          ))}
          {more && more.left > 0 && (
            <Button onClick={more.onShowMore} disabled={more.loading}>
              Show more ({more.left} left)
            </Button>
          )}
        </Stack>
      )}
    </DropZone>
  );
}
