import Paper from '@mui/material/Paper';
import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import type { DropTarget } from './dnd';

/** A week block or Unscheduled Content: a drop target that shows when a card is over it. */
export function DropZone({ id, target, label, children }: { id: string; target: DropTarget; label: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id, data: target });
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={label}
      variant="outlined"
      data-testid={target.kind === 'week' ? 'calendar-week' : 'unscheduled-panel'}
      data-over={isOver || undefined}
      sx={{
        p: 1.5,
        height: '100%',
        minHeight: 160,
        transition: 'background-color 120ms, border-color 120ms',
        bgcolor: isOver ? 'action.hover' : 'background.paper',
        borderColor: isOver ? 'primary.main' : undefined,
        borderStyle: isOver ? 'dashed' : 'solid',
      }}
    >
      {children}
    </Paper>
  );
}
