/**
 * Module HTML templates name their fields as `{{field_name}}`, and may use the brand tokens
 * (`{{brand.primaryColor}}`, ...; see campaigns.ts). The API refuses a module whose template and
 * field list disagree; the module form uses the same functions for live warnings.
 */
import { isBrandToken } from './campaigns.js';

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The distinct placeholder names in a template, in order of first appearance. */
export function extractPlaceholders(html: string): string[] {
  const seen = new Set<string>();
  for (const match of html.matchAll(PLACEHOLDER)) seen.add(match[1]);
  return [...seen];
}

/** Fills each `{{name}}` with its value; unknown names are left as they are. */
export function fillPlaceholders(html: string, values: Record<string, string | undefined>): string {
  return html.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

interface PlaceholderCheck {
  /** Placeholders in the HTML that name no field and no brand token. */
  unknownPlaceholders: string[];
  /** Fields that never appear in the HTML. */
  unusedFields: string[];
  /** One sentence per problem, e.g. `Unknown placeholders in HTML: {{foo}}`. */
  messages: string[];
}

/**
 * Compares a template with its field names. An empty template is not checked. Brand tokens
 * (`{{brand.name}}`, ...) are known names: they are filled from the brand kit, not from fields.
 */
export function checkPlaceholders(html: string, fieldNames: readonly string[]): PlaceholderCheck {
  if (!html.trim()) return { unknownPlaceholders: [], unusedFields: [], messages: [] };
  const used = extractPlaceholders(html);
  const names = new Set(fieldNames);
  const unknownPlaceholders = used.filter((p) => !names.has(p) && !isBrandToken(p));
  const unusedFields = [...names].filter((n) => !used.includes(n));
  const messages: string[] = [];
  if (unknownPlaceholders.length) {
    messages.push(`Unknown placeholders in HTML: ${unknownPlaceholders.map((p) => `{{${p}}}`).join(', ')}`);
  }
  if (unusedFields.length) messages.push(`Fields not used in the HTML: ${unusedFields.join(', ')}`);
  return { unknownPlaceholders, unusedFields, messages };
}
