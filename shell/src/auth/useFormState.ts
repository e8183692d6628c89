import { useCallback, useState, type ChangeEvent } from 'react';
import { hasErrors, type FieldErrors } from './validation';

/**
 * Small form state for the auth pages: values, errors shown after the first submit and
 * re-checked on every change from then on.
 */
export function useFormState<V extends Record<string, string>>(initial: V, validate: (v: V) => FieldErrors<Extract<keyof V, string>>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof V, string>>>({});
  const [submitted, setSubmitted] = useState(false);

  const bind = useCallback(
    (name: Extract<keyof V, string>) => ({
      name,
      value: values[name],
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        const next = { ...values, [name]: e.target.value };
        setValues(next);
        if (submitted) setErrors(validate(next));
      },
      error: Boolean(errors[name]),
      helperText: errors[name] ?? ' ',
    }),
    [values, errors, submitted, validate],
  );

  /** Validates all fields; returns the values when valid, otherwise null. */
  const check = useCallback((): V | null => {
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    return hasErrors(found) ? null : values;
  }, [values, validate]);

  return { values, errors, bind, check };
}
