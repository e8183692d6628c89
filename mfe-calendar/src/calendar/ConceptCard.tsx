import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useDraggable, type DraggableAttributes } from '@dnd-kit/core';
import { memo, useMemo, type KeyboardEventHandler, type PointerEventHandler } from 'react';
import { Link } from 'react-router';
import { formatCalendarDate } from './calendar-dates';
import type { CalendarConcept, CalendarPlaceholder } from './concept-types';
import { ClashBadge } from './ClashBadge';
import { useCan } from '@mailplan/api/endpoints/auth';
import { TypeBadge } from './TypeBadge';
import { LinkedCampaignStatus } from './LinkedCampaignStatus';
import { CoreMessage } from './CoreMessage';

/**
 * A month card's title: two lines, then an ellipsis. Words break only where they end; a single
 * word wider than the day (rare) breaks rather than overflow (docs/decisions.md#month-view-fit).
 */
export const CLAMP_2 = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'break-word',
} as const;

export interface ConceptCardActions {
  /** Opens the date picker for this concept. */
  onPickDate: (concept: CalendarConcept) => void;
  /** Takes the concept off the calendar (scheduledDate null). */
  onUnschedule: (concept: CalendarConcept) => void;
}

/** What a draggable card carries: a concept, or a placeholder (PlaceholderCard). */
export interface DraggableConcept {
  concept?: CalendarConcept;
  placeholder?: CalendarPlaceholder;
}

export const draggableId = (concept: Pick<CalendarConcept, 'id'>) => `concept-${concept.id}`;

interface ViewProps extends Partial<ConceptCardActions> {
  concept: CalendarConcept;
  overdue?: boolean;
  /** Why the card clashes with others (the organization's clash rules); none: no badge. */
  clashes?: readonly string[];
  /** The month view's small card: handle, badges and title. */
  compact?: boolean;
  /** What makes the card draggable: the pointer on the whole card, the keyboard on its handle. */
  drag?: {
    setNodeRef: (node: HTMLElement | null) => void;
    setActivatorNodeRef: (node: HTMLElement | null) => void;
    onPointerDown?: PointerEventHandler;
    onKeyDown?: KeyboardEventHandler;
    handleAttributes: DraggableAttributes;
    isDragging: boolean;
  };
  /** The copy that follows the pointer while dragging. */
  overlay?: boolean;
}

/**
 * A concept on the calendar: type badge, In Campaign, its date (a button that opens the picker),
 * remove from schedule, title, core message and the campaign link.
 */
export function ConceptCardView({ concept, overdue = false, clashes, compact = false, drag, overlay = false, onPickDate, onUnschedule }: ViewProps) {
  const scheduled = !!concept.scheduledDate;
  const linked = concept.campaignId != null;
  // no actions outside the drag overlay: a role that may not change concepts reads the card only
  const readOnly = !overlay && !onPickDate;
  return (
    <Card
      ref={drag?.setNodeRef}
      variant="outlined"
      data-testid="concept-card"
      data-concept-id={concept.id}
      aria-label={concept.title}
      role="group"
      onPointerDown={drag?.onPointerDown}
      data-clash={clashes?.length ? true : undefined}
      sx={{
        p: compact ? 0.75 : 1.5,
        cursor: drag ? 'grab' : undefined,
        touchAction: 'manipulation',
        opacity: drag?.isDragging ? 0.4 : 1,
        borderColor: clashes?.length ? 'error.main' : overdue ? 'warning.main' : undefined,
        boxShadow: overlay ? 6 : undefined,
        bgcolor: 'background.paper',
      }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        {drag && (
          // A plain title, not MUI's Tooltip: a board shows many cards and each Tooltip costs a render.
          <IconButton
            ref={drag.setActivatorNodeRef}
            size="small"
            aria-label={`Move ${concept.title}`}
            title="Drag to a week, or press Space to pick up and use the arrow keys"
            {...drag.handleAttributes}
            onKeyDown={drag.onKeyDown}
            sx={{ ml: -0.75, cursor: 'grab' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
        )}
        <TypeBadge type={concept.campaignType} dot={compact} />
        {linked && <Chip size="small" label="In Campaign" color="success" variant="outlined" />}
        {linked && <LinkedCampaignStatus campaignId={concept.campaignId} />}
        {overdue && <Chip size="small" label="Overdue" color="warning" variant="outlined" />}
      </Stack>
      {clashes && clashes.length > 0 && <ClashBadge reasons={clashes} compact={compact} />}

      {compact ? (
        // two lines at most, broken between words; the full title on hover
        <Typography variant="body2" component="h4" title={concept.title} sx={{ mt: 0.25, fontWeight: 600, lineHeight: 1.25, ...CLAMP_2 }}>
          {concept.title}
        </Typography>
      ) : (
      <>

      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5 }}>
        <Button
          size="small"
          startIcon={<CalendarMonthIcon fontSize="small" />}
          aria-haspopup="dialog"
          disabled={readOnly}
          onClick={onPickDate && (() => onPickDate(concept))}
          sx={{ px: 0.75, minWidth: 0 }}
        >
          {scheduled ? formatCalendarDate(concept.scheduledDate!) : 'Set date'}
        </Button>
        {scheduled && !readOnly && (
          <IconButton
            size="small"
            aria-label="Remove from schedule"
            title="Remove from schedule"
            onClick={onUnschedule && (() => onUnschedule(concept))}
          >
            <EventBusyIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>

      <Typography variant="subtitle2" component="h4" sx={{ mt: 0.5, overflowWrap: 'break-word' }}>
        {concept.title}
      </Typography>
      <CoreMessage text={concept.coreMessage} lines={3} />

      {(linked || (scheduled && !readOnly)) && (
        <Box sx={{ mt: 1 }}>
          {linked ? (
            <Button size="small" variant="outlined" component={Link} to={`/campaigns/${concept.campaignId}`}>
              View Campaign
            </Button>
          ) : (
            <Button size="small" variant="contained" component={Link} to={`/campaigns/new?conceptId=${concept.id}`}>
              Create Campaign
            </Button>
          )}
        </Box>
      )}
      </>
      )}
    </Card>
  );
}

interface CardProps extends ConceptCardActions {
  concept: CalendarConcept;
  overdue: boolean;
  clashes?: readonly string[];
  compact?: boolean;
}

/** The card's content, drawn again only when one of its props changes. */
const MemoCardView = memo(ConceptCardView);

/**
 * A draggable concept card; re-renders only when its concept or its overdue mark changes. dnd-kit
 * renders every draggable again when a drag starts, moves over a target or ends: that renders only
 * this wrapper (its `useDraggable`), and the card's content only for the card being dragged.
 */
export const ConceptCard = memo(function ConceptCard({ concept, overdue, clashes, compact, onPickDate, onUnschedule }: CardProps) {
  // a role that may not change concepts gets the card without drag, date picker or campaign creation
  const canEdit = useCan('content.write');
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: draggableId(concept),
    data: { concept } satisfies DraggableConcept,
    disabled: !canEdit,
  });
  const onPointerDown = listeners?.onPointerDown as PointerEventHandler | undefined;
  const onKeyDown = listeners?.onKeyDown as KeyboardEventHandler | undefined;
  const drag = useMemo(
    () => ({ setNodeRef, setActivatorNodeRef, onPointerDown, onKeyDown, handleAttributes: attributes, isDragging }),
    [setNodeRef, setActivatorNodeRef, onPointerDown, onKeyDown, attributes, isDragging],
  );
  return (
    <MemoCardView
      concept={concept}
      overdue={overdue}
      clashes={clashes}
      compact={compact}
      onPickDate={canEdit ? onPickDate : undefined}
      onUnschedule={canEdit ? onUnschedule : undefined}
      drag={canEdit ? drag : undefined}
    />
  );
});

export function ConceptCardSkeleton() {
  return (
    <Card variant="outlined" data-testid="concept-card-skeleton" sx={{ p: 1.5 }}>
      <Skeleton variant="rounded" width={96} height={22} />
      <Skeleton variant="text" width="40%" sx={{ mt: 1 }} />
      <Skeleton variant="text" width="80%" />
      <Skeleton variant="text" width="95%" />
    </Card>
  );
}
