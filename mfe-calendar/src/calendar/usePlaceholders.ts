import { useToast } from '@mailplan/ui';
import {
  useCreatePlaceholderMutation,
  useDeletePlaceholderMutation,
  useFillPlaceholderMutation,
  useGetPlaceholdersQuery,
  useUpdatePlaceholderMutation,
} from '@mailplan/api/endpoints/calendar';
import { useCallback, useMemo, useState } from 'react';
import type { PlaceholderHandlers } from './board-types';
import { UPDATE_FAILED_TOAST } from './calendar-page';
import type { CalendarPlaceholder } from './concept-types';

const NO_PLACEHOLDERS: CalendarPlaceholder[] = [];

/**
 * The calendar's placeholders: the list, what the board's buttons and drops do with them, the day
 * a new one is being added on, and the slots a concept is being generated for.
 */
export function usePlaceholders() {
  const toast = useToast();
  const placeholders = useGetPlaceholdersQuery().data ?? NO_PLACEHOLDERS;
  const [createPlaceholder, creation] = useCreatePlaceholderMutation();
  const [updatePlaceholder] = useUpdatePlaceholderMutation();
  const [deletePlaceholder] = useDeletePlaceholderMutation();
  const [fillPlaceholder] = useFillPlaceholderMutation();
  const [adding, setAdding] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<CalendarPlaceholder | null>(null);
  const [generating, setGenerating] = useState<ReadonlySet<number>>(() => new Set());

  const generate = useCallback(
    (placeholder: CalendarPlaceholder, modelType: string) => {
      setConfirming(null);
      setGenerating((s) => new Set(s).add(placeholder.id));
      fillPlaceholder({ id: placeholder.id, modelType: modelType as never })
        .unwrap()
        .then((filled) => toast({ title: 'Concept generated', description: `“${filled.concept.title}” is scheduled for this slot.` }))
        .catch((error: { message?: string }) =>
          toast({ title: 'Generation failed', description: error?.message ?? 'The concept could not be generated. Please try again.', variant: 'destructive' }),
        )
        .finally(() =>
          setGenerating((s) => {
            const next = new Set(s);
            next.delete(placeholder.id);
            return next;
          }),
        );
    },
    [fillPlaceholder, toast],
  );
  const handlers = useMemo<PlaceholderHandlers>(
    () => ({
      onMove: (placeholder, date) =>
        void updatePlaceholder({ id: placeholder.id, changes: { date } })
          .unwrap()
          .catch(() => toast({ ...UPDATE_FAILED_TOAST })),
      onGenerate: (placeholder) => setConfirming(placeholder),
      onRemove: (placeholder) =>
        void deletePlaceholder(placeholder.id)
          .unwrap()
          .catch(() => toast({ ...UPDATE_FAILED_TOAST })),
      onAdd: (date) => setAdding(date),
    }),
    [updatePlaceholder, deletePlaceholder, toast],
  );
  /** Saves the placeholder of the add dialog; the dialog closes once it is saved. */
  const create = (draft: Parameters<typeof createPlaceholder>[0]) => {
    createPlaceholder(draft)
      .unwrap()
      .then(() => setAdding(null))
      .catch((error: { message?: string }) =>
        toast({ title: 'Placeholder not saved', description: error?.message ?? 'Please try again.', variant: 'destructive' }),
      );
  };

  return { placeholders, handlers, generating, generate, adding, setAdding, creating: creation.isLoading, create, confirming, setConfirming };
}
