import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import {
  CALENDAR_REGIONS,
  SELLING_COUNTRIES,
  SELLING_COUNTRIES_MAX,
  countryOfLocale,
} from "@mailplan/shared";
import { Controller, useWatch, type Control } from "react-hook-form";
import { regionShown, type BrandSettingsValues } from "./brand-settings.form";

let names: Intl.DisplayNames | null | undefined;
/** `United Kingdom` for `GB`, in the browser's language (the code when the browser cannot name it). */
export function countryName(code: string): string {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(undefined, { type: "region" });
    } catch {
      names = null;
    }
  }
  return names?.of(code) ?? code;
}

/** The country of the browser's locale: a new brand kit's one country. */
export function browserCountry(): string | null {
  if (typeof navigator === "undefined") return null;
  for (const locale of [...(navigator.languages ?? []), navigator.language]) {
    const country = countryOfLocale(locale);
    if (country) return country;
  }
  return null;
}

/** The regions of one country by name, for its picker. */
function regionOptions(country: string): Array<[code: string, name: string]> {
  return Object.entries(CALENDAR_REGIONS[country]?.regions ?? {}).sort(
    ([, a], [, b]) => a.localeCompare(b),
  );
}

/**
 * A region picker for each chosen country whose public holidays differ by region (England,
 * Scotland...): the calendar shows that region's holidays. docs/decisions.md#calendar-regions
 */
function RegionFields({
  control,
  disabled,
}: {
  control: Control<BrandSettingsValues>;
  disabled?: boolean;
}) {
  const countries = useWatch({ control, name: "countries" }).filter(
    (c) => CALENDAR_REGIONS[c],
  );
  if (!countries.length) return null;
  return (
    <Controller
      control={control}
      name="regions"
      render={({ field }) => (
        <Box
          sx={{
            display: "grid",
            gap: 2,
            mt: 2,
            gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" },
          }}
        >
          {countries.map((country) => (
            <TextField
              key={country}
              select
              label={`Region in ${countryName(country)}`}
              value={regionShown({ regions: field.value }, country)}
              onChange={(e) =>
                field.onChange({ ...field.value, [country]: e.target.value })
              }
              disabled={disabled}
              // the whole country is the empty value: shown by name, with the label above it
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              helperText="Public holidays differ by region: the calendar shows this region's."
            >
              {CALENDAR_REGIONS[country]!.default === null && (
                <MenuItem value="">Whole country (national holidays)</MenuItem>
              )}
              {regionOptions(country).map(([code, name]) => (
                <MenuItem key={code} value={code}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Box>
      )}
    />
  );
}

/** The countries the brand sells in: the content calendar shows their public holidays (of the chosen region where they differ by region). */
export function SellingCountriesField({
  control,
  disabled,
}: {
  control: Control<BrandSettingsValues>;
  disabled?: boolean;
}) {
  return (
    <>
      <Controller
        control={control}
        name="countries"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            options={SELLING_COUNTRIES as readonly string[]}
            value={field.value}
            onChange={(_e, value) =>
              field.onChange(value.slice(0, SELLING_COUNTRIES_MAX))
            }
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
                helperText={
                  fieldState.error?.message ??
                  "The content calendar shows their public holidays and shopping days."
                }
              />
            )}
          />
        )}
      />
      <RegionFields control={control} disabled={disabled} />
    </>
  );
}
