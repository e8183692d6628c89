import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

/**
 * The product's form: react-hook-form validated by a zod schema (whose messages come from
 * `@mailplan/shared`). Nothing is checked before the first submit; from then on every change
 * re-checks, so an error goes away as soon as it is fixed. `handleSubmit` only calls back with
 * the schema's output (trimmed, converted) when everything is valid.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: $ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver' | 'defaultValues'> = {},
) {
  return useForm<Input, unknown, Output>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    ...options,
    defaultValues,
    resolver: zodResolver(schema as never) as never,
  });
}
