import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

/** A schema, or a function loading it (keeps zod out of a page's first download). */
export type SchemaOrLoader<Output, Input> = $ZodType<Output, Input> | (() => Promise<$ZodType<Output, Input>>);

/**
 * A react-hook-form resolver that downloads the zod resolver (and zod, and the schema when it is
 * given as a loader) only when first asked to validate, or when `preload` is called. The
 * validation results are the zod resolver's own; only the code arrives later.
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(schema: SchemaOrLoader<Output, Input>) {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), typeof schema === 'function' ? schema() : schema]).then(
      ([{ zodResolver }, loaded]) => zodResolver(loaded as never) as never,
    );
    // a failed download is tried again on the next validation
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => (await load())(values, context, options);
  return { resolver, preload: () => void load().catch(() => {}) };
}

/**
 * The product's form: react-hook-form validated by a zod schema (whose messages come from
 * `@mailplan/shared`). Nothing is checked before the first submit; from then on every change
 * re-checks, so an error goes away as soon as it is fixed. `handleSubmit` only calls back with
 * the schema's output (trimmed, converted) when everything is valid.
 *
 * `schema` may be a loader (`() => import('./x.schemas').then((m) => m.xSchema)`): the zod code
 * then downloads after the form's first render instead of with the page, which keeps it out of
 * the shell's first load (the login page).
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: SchemaOrLoader<Output, Input>,
  defaultValues: DefaultValues<Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver' | 'defaultValues'> = {},
) {
  const [{ resolver, preload }] = useState(() => lazyZodResolver<Input, Output>(schema));
  // after the first paint: by the first submit the validation code is there
  useEffect(preload, [preload]);
  return useForm<Input, unknown, Output>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    ...options,
    defaultValues,
    resolver,
  });
}
