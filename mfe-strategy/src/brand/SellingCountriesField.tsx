import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { SELLING_COUNTRIES, SELLING_COUNTRIES_MAX, countryOfLocale } from '@mailplan/shared';
import { Controller, type Control } from 'react-hook-form';
import type { BrandSettingsValues } from './brand-settings.form';

let names: Intl.DisplayNames | null | undefined;
/** `United Kingdom` for `GB`, in the browser's language (the code when the browser cannot name it). */
export function countryName(code: string): string {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(undefined, { type: 'region' });
    } catch {
      names = null;
    }
  }
  return names?.of(code) ?? code;
}

/** The country of the browser's locale: a new brand kit's one country. */
export function browserCountry(): string | null {
  if (typeof navigator === 'undefined') return null;
  for (const locale of [...(navigator.languages ?? []), navigator.language]) {
    const country = countryOfLocale(locale);
    if (country) return country;
  }
  return null;
}

/** The countries the brand sells in: the content calendar shows their public holidays. */
export function SellingCountriesField({ control, disabled }: { control: Control<BrandSettingsValues>; disabled?: boolean }) {
  return (
    <Controller
      control={control}
      name="countries"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          options={SELLING_COUNTRIES as readonly string[]}
          value={field.value}
          onChange={(_e, value) => field.onChange(value.slice(0, SELLING_COUNTRIES_MAX))}
          getOptionLabel={countryName}
          filterSelectedOptions
          disabled={disabled}
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              label="Countries you sell in"
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? 'The content calendar shows their public holidays and shopping days.'}
            />
          )}
        />
      )}
    />
  );
}
