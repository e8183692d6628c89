// Colours as the checklist reads them from an email's inline styles: parsed with colord (any CSS
// colour), blended over what is behind them, compared by the WCAG contrast ratio, and turned the
// way a client's full dark-mode inversion turns them.
import { colord, extend, type Colord, type Plugin } from 'colord';
import a11y from 'colord/plugins/a11y';
import names from 'colord/plugins/names';

const plugin = (p: unknown) => ('default' in (p as object) ? (p as { default: Plugin }).default : p) as Plugin;
extend([plugin(names), plugin(a11y)]);

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** A CSS colour value (hex, rgb(), hsl(), a name), or null for anything else (`transparent` is alpha 0). */
export function parseColor(value: string | undefined | null): Rgba | null {
  const v = (value ?? '').trim();
  if (!v || v.length > 100) return null;
  const c = colord(v);
  return c.isValid() ? c.toRgb() : null;
}

/** `top` drawn over the opaque `bottom`. */
export function blend(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a;
  return { r: top.r * a + bottom.r * (1 - a), g: top.g * a + bottom.g * (1 - a), b: top.b * a + bottom.b * (1 - a), a: 1 };
}

const toColord = (c: Rgba): Colord => colord({ r: c.r, g: c.g, b: c.b, a: 1 });

/** The WCAG 2 contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: Rgba, b: Rgba): number {
  return toColord(a).contrast(toColord(b));
}

export const hex = (c: Rgba): string => toColord(c).toHex();

const clamp = (x: number) => Math.min(255, Math.max(0, x));

/**
 * A colour under full inversion as the Gmail app and Outlook on Windows apply it, simulated as the
 * CSS filter `invert(1) hue-rotate(180deg)` (the preview's dark toggle): light turns dark and dark
 * light, hues stay roughly where they were. The hue rotation is the Filter Effects matrix for 180°.
 */
export function invert(c: Rgba): Rgba {
  const r = 255 - c.r;
  const g = 255 - c.g;
  const b = 255 - c.b;
  return {
    r: clamp(-0.574 * r + 1.43 * g + 0.144 * b),
    g: clamp(0.426 * r + 0.43 * g + 0.144 * b),
    b: clamp(0.426 * r + 1.43 * g - 0.856 * b),
    a: c.a,
  };
}

/** The declarations of a `style` attribute, property names in lower case (the last one wins). */
export function styleOf(style: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (style ?? '').split(';')) {
    const at = part.indexOf(':');
    if (at <= 0) continue;
    out.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).replace(/!important/i, '').trim());
  }
  return out;
}

/** The colour of a `background` shorthand (its first part that is a colour), or null. */
export function backgroundColorOf(value: string | undefined): Rgba | null {
  if (!value) return null;
  const direct = parseColor(value);
  if (direct) return direct;
  for (const part of value.split(/\s+(?![^(]*\))/)) {
    const c = parseColor(part);
    if (c) return c;
  }
  return null;
}

/** A font size in CSS pixels (`px`, `pt`, `em`/`rem` of 16 px), or null. */
export function pixels(value: string | undefined): number | null {
  const m = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(px|pt|em|rem)?\s*$/i.exec(value ?? '');
  if (!m) return null;
  const n = Number(m[1]);
  const unit = (m[2] ?? 'px').toLowerCase();
  return unit === 'pt' ? (n * 4) / 3 : unit === 'px' ? n : n * 16;
}
