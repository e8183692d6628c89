// Active content in an email's CSS: what older browsers and mail programs run or load as code
// from a style (Internet Explorer's `expression()` and `behavior:`, Firefox's `-moz-binding:`),
// script addresses (`url(javascript:...)`, `vbscript:`) and data addresses that hold a page rather
// than an image or a font. Email clients run none of them, but some email services refuse an
// email that contains them, and the product shows the same HTML in its own previews.
//
// PostCSS parses the CSS, so only the declarations and at-rules that hold such a thing go and the
// rest stays exactly as written. What is checked is what a browser would read: CSS escapes
// decoded (`e\xpression`, `\65xpression`), comments dropped (`exp/**/ression`), case, spaces and
// invisible characters ignored. CSS PostCSS cannot parse is kept as written when it holds none of
// these, and removed whole when it does.
import postcss, { type ChildNode, type Container, type Root } from 'postcss';

/** What a removed declaration or at-rule held, as the checklist names it. */
export type UnsafeCss = 'CSS expression' | 'javascript: address' | 'vbscript: address' | 'data: address' | 'behavior' | '-moz-binding';

export interface CleanedCss {
  /** The CSS without what was removed; the input itself when nothing was. */
  css: string;
  /** One entry per removed declaration or at-rule (or per whole style, when it could not be parsed). */
  removed: UnsafeCss[];
}

/** A CSS escape: up to six hex digits and one optional white space, an escaped newline, or any other escaped character. */
const ESCAPE = /\\(?:([0-9a-f]{1,6})(?:\r\n|[ \t\r\n\f])?|(\r\n|[\n\r\f])|([\s\S])|$)/gi;
const COMMENT = /\/\*[\s\S]*?(?:\*\/|$)/g;
/** White space, control characters and the invisible characters old parsers skipped. */
const IGNORED = /[\s\x00-\x1f\x7f\u00ad\u200b-\u200f\u2060\ufeff\ufffd]+/g;

/** The text as a browser's CSS tokenizer reads it (escapes decoded), folded for matching. */
function folded(text: string): string {
  const decoded = text.replace(ESCAPE, (_, hex: string | undefined, newline: string | undefined, char: string | undefined) => {
    if (hex) {
      const code = parseInt(hex, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
    }
    if (newline) return '';
    return char ?? '';
  });
  return decoded.normalize('NFKC').toLowerCase().replace(IGNORED, '');
}

/**
 * The ways the text can be read: without its comments (how a browser reads them), and, since a
 * comment-like run inside a string is not a comment, with them; escapes decoded either way.
 */
function readings(text: string, withComments: boolean): string[] {
  const out = [folded(text.replace(COMMENT, '')), folded(text).replace(COMMENT, '')];
  if (withComments) out.push(folded(text));
  return out;
}

/** `data:` media types that are images or fonts: what a style may load. */
const SAFE_DATA = /^(?:image\/|font\/|application\/(?:x-)?font-|application\/vnd\.ms-fontobject|application\/octet-stream)/;

/** What a folded reading holds: expressions, script addresses, data addresses of other types. */
function threatsIn(reading: string): UnsafeCss[] {
  const found: UnsafeCss[] = [];
  if (reading.includes('expression(')) found.push('CSS expression');
  if (/(?<![a-z0-9_-])javascript:/.test(reading)) found.push('javascript: address');
  if (/(?<![a-z0-9_-])vbscript:/.test(reading)) found.push('vbscript: address');
  for (const m of reading.matchAll(/(?<![a-z0-9_-])data:([^,;)'"]*)/g)) {
    if (!SAFE_DATA.test(m[1]!)) {
      found.push('data: address');
      break;
    }
  }
  return found;
}

/** The property names that load code: `behavior` (also behaviour, -ms-behavior) and `-moz-binding`, with IE's `*`/`_` prefixes. */
function propertyThreat(property: string): UnsafeCss | null {
  if (/(?:^|[^a-z0-9-])(?:-ms-)?behaviou?r$/.test(property)) return 'behavior';
  if (/-moz-binding$/.test(property)) return '-moz-binding';
  return null;
}

/** The first thing found in `text` read every way, or null. */
function firstThreat(text: string, withComments: boolean): UnsafeCss | null {
  for (const reading of readings(text, withComments)) {
    const found = threatsIn(reading)[0];
    if (found) return found;
  }
  return null;
}

/**
 * A check of CSS text as a whole (no parse): the threats above, and a `behavior` or
 * `-moz-binding` declaration anywhere. CSS it finds nothing in is kept unparsed; it also judges
 * CSS that cannot be parsed, and reads once more what the declaration-level cleaning left.
 */
function wholeTextThreat(css: string, withComments: boolean): UnsafeCss | null {
  for (const reading of readings(css, withComments)) {
    const found = threatsIn(reading)[0];
    if (found) return found;
    if (/(?:^|[;{*_])(?:-ms-)?behaviou?r:/.test(reading)) return 'behavior';
    if (reading.includes('-moz-binding:')) return '-moz-binding';
  }
  return null;
}

/** What a node holds that goes, or null: a declaration by its property and whole text, an at-rule by its name and prelude, a rule by its selector. */
function nodeThreat(node: ChildNode): UnsafeCss | null {
  switch (node.type) {
    case 'decl':
      return propertyThreat(readings(`${node.raws.before ?? ''}${node.prop}`, false)[0]!) ?? firstThreat(node.toString(), true);
    case 'atrule':
      return firstThreat(`@${node.name} ${node.params}`, true);
    case 'rule':
      return firstThreat(node.selector, true);
    default:
      return null;
  }
}

function parse(css: string): Root | null {
  try {
    return postcss.parse(css);
  } catch {
    return null;
  }
}

/**
 * Removes every node that holds active content, and looks inside the ones that stay (a removed
 * at-rule or rule goes with everything in it, counted once); returns what each removed node held.
 */
function prune(container: Container, removed: UnsafeCss[] = []): UnsafeCss[] {
  for (const node of [...(container.nodes ?? [])]) {
    const threat = nodeThreat(node);
    if (threat) {
      removed.push(threat);
      node.remove();
    } else if (node.type === 'rule' || node.type === 'atrule') {
      prune(node, removed);
    }
  }
  return removed;
}

/** What is left when CSS that cannot be read node by node holds active content: nothing. */
function whole(css: string): CleanedCss {
  const threat = wholeTextThreat(css, true);
  return threat ? { css: '', removed: [threat] } : { css, removed: [] };
}

/**
 * Cleans a stylesheet (the text of a `<style>` element). At-rules and rules are kept or removed
 * as a whole when their prelude or selector holds active content; declarations one by one.
 */
export function cleanStyleSheet(css: string): CleanedCss {
  // Most CSS holds nothing of the kind, read every way: it is kept without being parsed.
  if (!wholeTextThreat(css, true)) return { css, removed: [] };
  const root = parse(css);
  if (!root) return whole(css);
  const removed = prune(root);
  if (!removed.length) return wholeTextThreat(css, false) ? whole(css) : { css, removed };
  const out = root.toString();
  // what PostCSS wrote back is read once more as a whole, so that no parser difference lets one through
  return wholeTextThreat(out, false) ? { css: '', removed: [...removed, wholeTextThreat(out, false)!] } : { css: out, removed };
}

/**
 * Cleans a `style` attribute (a list of declarations). One that holds anything but declarations
 * (a block, an at-rule) is read as a whole.
 */
export function cleanStyleAttribute(css: string): CleanedCss {
  if (!wholeTextThreat(css, true)) return { css, removed: [] };
  const root = parse(css);
  if (!root || root.nodes.some((n) => n.type !== 'decl' && n.type !== 'comment')) return whole(css);
  return cleanStyleSheet(css);
}
