import { type BrandTokens, brandTokens, renderModuleHtml } from '@mailplan/shared';

export interface PlaceholderSource {
  name: string;
  placeholder?: string | null;
}

/** The sample text a preview shows for a field: its own placeholder, else its name in brackets. */
export function sampleValue(field: PlaceholderSource): string {
  return field.placeholder?.trim() ? field.placeholder : `[${field.name}]`;
}

/**
 * The template with every placeholder that names a field replaced by that field's sample text,
 * HTML-escaped so that a sample can never add markup, and the `{{brand.*}}` tokens filled with the
 * brand's values. Placeholders with no field stay as written.
 */
export function previewHtml(html: string, fields: readonly PlaceholderSource[], tokens: BrandTokens = brandTokens()): string {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const name = field.name.trim();
    if (name && !(name in values)) values[name] = sampleValue({ ...field, name });
  }
  return renderModuleHtml(html, values, tokens);
}

/** Trimmed, non-empty field names: what the template is compared with. */
export function namedFields(names: readonly string[]): string[] {
  return names.map((n) => n.trim()).filter(Boolean);
}
