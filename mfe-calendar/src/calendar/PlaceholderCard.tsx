import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import DeleteOutlineIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useDraggable } from '@dnd-kit/core';
import { memo, type KeyboardEventHandler, type PointerEventHandler } from 'react';
import { formatCalendarDate } from './calendar-dates';
import { ClashBadge } from './ClashBadge';
import { CLAMP_2, type DraggableConcept } from './ConceptCard';
import type { CalendarPlaceholder } from './concept-types';
import { TypeBadge } from './TypeBadge';

export const placeholderDragId = (placeholder: Pick<CalendarPlaceholder, 'id'>) => `placeholder-${placeholder.id}`;

export interface PlaceholderActions {
  onGenerate: (placeholder: CalendarPlaceholder) => void;
  onRemove: (placeholder: CalendarPlaceholder) => void;
}

interface Props extends PlaceholderActions {
  placeholder: CalendarPlaceholder;
  clashes?: readonly string[];
  /** The nearest holiday or retail moment, named on the card (the generation is told about it). */
  near?: string;
  compact?: boolean;
  /** A concept is being written for it. */
  generating: boolean;
  /** The role may not write content: no handle, no buttons. */
  readOnly?: boolean;
}

/** A dated slot with a type and a note, waiting for a concept; draggable like a concept's card. */
export const PlaceholderCard = memo(function PlaceholderCard({ placeholder, clashes, near, compact, generating, readOnly, onGenerate, onRemove }: Props) {
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: placeholderDragId(placeholder),
    data: { placeholder } satisfies DraggableConcept,
    disabled: readOnly || generating,
  });
  const label = `Placeholder: ${placeholder.note || 'no note'}`;
  return (
    <Card
      ref={setNodeRef}
      variant="outlined"
      data-testid="placeholder-card"
      data-placeholder-id={placeholder.id}
      data-clash={clashes?.length ? true : undefined}
      role="group"
      aria-label={label}
      onPointerDown={readOnly ? undefined : (listeners?.onPointerDown as PointerEventHandler | undefined)}
      sx={{
        p: compact ? 0.75 : 1.5,
        borderStyle: 'dashed',
        borderColor: clashes?.length ? 'error.main' : 'primary.light',
        bgcolor: 'action.hover',
        opacity: isDragging ? 0.4 : 1,
        cursor: readOnly ? undefined : 'grab',
      }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        {!readOnly && (
          <IconButton
            ref={setActivatorNodeRef}
            size="small"
            aria-label={`Move placeholder ${placeholder.note || formatCalendarDate(placeholder.date)}`}
            title="Drag to a week or day, or press Space to pick up and use the arrow keys"
            {...attributes}
            onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
            sx={{ ml: -0.75, cursor: 'grab' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
        )}
        <Chip size="small" label="Placeholder" variant="outlined" color="primary" />
        <TypeBadge type={placeholder.campaignType} dot={compact} />
      </Stack>
      {clashes && clashes.length > 0 && <ClashBadge reasons={clashes} compact={compact} />}
      {!compact && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {formatCalendarDate(placeholder.date)}
          {near ? ` · near ${near}` : ''}
        </Typography>
      )}
      <Typography
        variant="body2"
        title={compact ? placeholder.note || undefined : undefined}
        sx={{ mt: 0.25, overflowWrap: 'break-word', fontStyle: placeholder.note ? undefined : 'italic', ...(compact ? CLAMP_2 : {}) }}
      >
        {placeholder.note || 'No note'}
      </Typography>
      {!readOnly && (
        <Box sx={{ mt: 0.75, display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="contained"
            startIcon={generating ? <CircularProgress size={14} color="inherit" /> : <AutoAwesomeIcon fontSize="small" />}
            disabled={generating}
            onClick={() => onGenerate(placeholder)}
          >
            {generating ? 'Generating…' : 'Generate a concept for this slot'}
          </Button>
          <IconButton size="small" aria-label="Remove placeholder" title="Remove placeholder" disabled={generating} onClick={() => onRemove(placeholder)}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
    </Card>
  );
});
