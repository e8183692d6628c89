import { useZodForm } from '@mailplan/ui/forms';
import { useRef, useState, type FormEvent } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { detailsSchema, type DetailsValues } from '../campaign-form.schema';

const DETAILS = ['name', 'goal'] as const;

/**
 * The details card's form (name and goal, in react-hook-form): its inputs while editing, else the
 * saved values. Save Details keeps the values; Cancel returns to the saved ones, or leaves for
 * /campaigns when a new campaign's details were never saved; Edit Details toggles.
 */
export function useDetailsForm(initial: DetailsValues, { saved: savedAtStart }: { saved: boolean }) {
  const navigate = useNavigate();
  const { control, getValues, handleSubmit, reset, setValue, setFocus } = useZodForm<DetailsValues>(detailsSchema, initial);
  const saved = useRef<DetailsValues | null>(savedAtStart ? initial : null);
  const [editing, setEditing] = useState(!saved.current);
  // re-renders only when the goal becomes empty or filled (the AI buttons that need one)
  const hasGoal = useWatch({ control, name: 'goal', compute: (goal) => (goal ?? '').trim() !== '' });

  const keep = handleSubmit((values) => {
    saved.current = values;
    reset(values);
    setEditing(false);
  });
  const cancel = () => {
    if (!saved.current) {
      navigate('/campaigns');
      return;
    }
    reset(saved.current);
    setEditing(false);
  };

  return {
    control,
    editing,
    hasGoal,
    handleSubmit,
    /** The goal as the AI calls send it. */
    goal: () => getValues('goal').trim(),
    /** The details as they are now (the same function on every render). */
    values: getValues as () => DetailsValues,
    save: (e: FormEvent<HTMLFormElement>) => void keep(e),
    cancel,
    toggle: () => (editing ? cancel() : setEditing(true)),
    /** A save the details' checks refused: the inputs show, with the first invalid one focused. */
    showInvalid(errors: FieldErrors<DetailsValues>) {
      setEditing(true);
      const first = DETAILS.find((k) => errors[k]);
      // the inputs mount with the editing view
      if (first) setTimeout(() => setFocus(first), 0);
    },
    /**
     * A refined concept's new value for each detail that still holds the concept's earlier one
     * (`before`); what the user wrote stays. Saved details take the new value too.
     */
    refill(before: DetailsValues, after: DetailsValues) {
      for (const key of DETAILS) {
        if (getValues(key).trim() !== before[key].trim()) continue;
        setValue(key, after[key], { shouldDirty: true });
        if (saved.current) saved.current = { ...saved.current, [key]: after[key] };
      }
    },
  };
}

export type DetailsForm = ReturnType<typeof useDetailsForm>;
