import { colord, extend, type Plugin } from 'colord';
import names from 'colord/plugins/names';

// The plugin's types describe its CommonJS build, as a module whose `default` is the plugin; its
// ES module build (what Node and the bundler load here) default-exports the plugin itself.
const namesPlugin = ('default' in names ? names.default : names) as Plugin;

// CSS colour names (e.g. `RebeccaPurple`) besides hex, rgb() and hsl() in both syntaxes.
extend([namesPlugin]);

/** The longest colour value the brand kit keeps. */
const COLOR_MAX = 100;

/** Whether a string is a CSS colour: hex (3, 4, 6 or 8 digits), rgb()/rgba(), hsl()/hsla() or a colour name. */
export function isCssColor(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  return v.length > 0 && v.length <= COLOR_MAX && colord(v).isValid();
}

/** Any CSS colour as opaque `#rrggbb` (what a native colour picker takes), else `fallback`. */
export function hexColor(value: string | null | undefined, fallback: string): string {
  const v = (value ?? '').trim();
  return isCssColor(v) ? colord(v).alpha(1).toHex() : fallback;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const NAME = /^[a-z]+$/i;

/**
 * A colour as email clients read it: `hsl()` and `rgb()` become `#rrggbb` (Outlook's Word engine
 * and several webmail clients ignore `hsl()`; alpha is dropped), hex and colour names stay as
 * written (lower case). Anything else returns `fallback`.
 */
export function emailColor(value: string | null | undefined, fallback: string): string {
  const v = (value ?? '').trim();
  if (!isCssColor(v)) return fallback;
  return HEX.test(v) || NAME.test(v) ? v.toLowerCase() : hexColor(v, fallback);
}
