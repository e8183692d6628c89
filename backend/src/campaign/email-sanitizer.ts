// The email allowlist every module passes through on its way into the exported email: what real
// email HTML uses (tables and their layout attributes, inline styles, images, links, font and
// center) stays as it is; scripts, event handlers, forms, frames and javascript: addresses go,
// since email clients strip them and some email services refuse emails that contain them.
// sanitize-html does the removing; the report of what was removed is read from the same lists.
// The CSS of `style` attributes and `<style>` elements loses what loads or runs code
// (email-css.ts), declaration by declaration, before the export inlines it.
// Outlook's conditional comments (`<!--[if mso]>...<![endif]-->`) stay byte for byte when what
// they hold passes the same allowlist, widened to Outlook's VML and Office tags: every other
// client reads them as comments, and Outlook, which renders them, runs no scripts.
import { randomBytes } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import { cleanStyleAttribute, cleanStyleSheet } from './email-css.js';

/** What was removed, one entry per removed thing, in the order the report names the kinds. */
export const REMOVAL_KINDS = [
  'script',
  'eventHandler',
  'javascriptLink',
  'unsafeStyle',
  'form',
  'formField',
  'frame',
  'unsupportedLink',
  'tag',
  'attribute',
  'outlookComment',
] as const;
export type RemovalKind = (typeof REMOVAL_KINDS)[number];

export interface Removal {
  kind: RemovalKind;
  /** The tag, the attribute, the address's scheme (`data:`) or what an unsafe style held (`CSS expression`). */
  name: string;
}

export interface SanitizedHtml {
  html: string;
  removed: Removal[];
}

const TAGS = [
  // tables and layout
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'col', 'colgroup', 'div', 'span', 'center',
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'address',
  'header', 'footer', 'main', 'section', 'article', 'aside', 'nav', 'figure', 'figcaption',
  // lists
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  // text
  'a', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'small', 'big', 'sub', 'sup', 'font', 'tt',
  'code', 'kbd', 'samp', 'var', 'cite', 'q', 'abbr', 'dfn', 'mark', 'time', 'bdi', 'bdo', 'wbr',
  // images and image maps
  'img', 'map', 'area',
  // CSS for the email (media queries, client fixes); email clients run no CSS expressions
  'style',
];

/** Attributes every allowed tag may carry. */
const GLOBAL_ATTRIBUTES = ['style', 'class', 'id', 'dir', 'lang', 'title', 'role', 'aria-*', 'data-*'];
const ALIGN = ['align'];
const CELL = ['width', 'height', 'align', 'valign', 'bgcolor', 'background', 'colspan', 'rowspan', 'nowrap', 'scope', 'headers', 'abbr'];
const ROW = ['align', 'valign', 'bgcolor', 'height'];

const ATTRIBUTES: Record<string, string[]> = {
  '*': GLOBAL_ATTRIBUTES,
  table: ['width', 'height', 'align', 'bgcolor', 'background', 'border', 'cellpadding', 'cellspacing', 'summary', 'frame', 'rules'],
  thead: ROW,
  tbody: ROW,
  tfoot: ROW,
  tr: ROW,
  td: CELL,
  th: CELL,
  col: ['span', 'width', 'align', 'valign'],
  colgroup: ['span', 'width', 'align', 'valign'],
  caption: ALIGN,
  div: ALIGN,
  p: ALIGN,
  center: ALIGN,
  h1: ALIGN,
  h2: ALIGN,
  h3: ALIGN,
  h4: ALIGN,
  h5: ALIGN,
  h6: ALIGN,
  hr: ['width', 'size', 'align', 'color', 'noshade'],
  font: ['face', 'size', 'color'],
  ul: ['type'],
  ol: ['type', 'start', 'reversed'],
  li: ['type', 'value'],
  a: ['href', 'target', 'name', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'border', 'align', 'hspace', 'vspace', 'usemap', 'srcset', 'sizes', 'loading'],
  map: ['name'],
  area: ['href', 'target', 'alt', 'shape', 'coords'],
  blockquote: ['cite'],
  q: ['cite'],
  del: ['cite', 'datetime'],
  ins: ['cite', 'datetime'],
  time: ['datetime'],
  style: ['type', 'media'],
};

/** Link addresses: web pages, email, phone and text message. Addresses without a scheme (relative, `{{merge_tags}}`, `*|UNSUB|*`) stay. */
const SCHEMES = ['http', 'https', 'mailto', 'tel', 'sms'];
/** Image addresses (an image's, a table's or a cell's background) may also be inline attachments (`cid:`) and inline data. */
const IMAGE_SCHEMES = ['http', 'https', 'cid', 'data'];
const SCHEMES_BY_TAG: Record<string, string[]> = { img: IMAGE_SCHEMES, table: IMAGE_SCHEMES, td: IMAGE_SCHEMES, th: IMAGE_SCHEMES };
/**
 * The attributes whose value is an address, checked against the schemes: sanitize-html's own list
 * and the `background` image of tables and cells, which it does not check.
 */
const URL_ATTRIBUTES = [...sanitizeHtml.defaults.allowedSchemesAppliedToAttributes, 'background'];
const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript']);

const FORM_FIELDS = new Set(['input', 'button', 'select', 'textarea']);
/** Parts of a removed form field, not named on their own. */
const FORM_FIELD_PARTS = new Set(['option', 'optgroup', 'datalist']);
const FRAMES = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet']);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: ATTRIBUTES,
  allowedSchemes: SCHEMES,
  allowedSchemesByTag: SCHEMES_BY_TAG,
  allowedSchemesAppliedToAttributes: URL_ATTRIBUTES,
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  // The text of these goes with the tag: a form's button label or a <title> pasted into a module
  // is not email text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'button', 'xmp', 'title', 'noembed', 'noframes'],
  // `style` is on the list on purpose: email HTML carries its media queries in <style>.
  allowVulnerableTags: true,
  // Inline styles stay exactly as written (no re-serialising of the CSS).
  parseStyleAttributes: false,
  // An empty field fills an attribute with nothing (`href=""`): it stays, as it did before.
  nonBooleanAttributes: [],
};

const allowedTags = new Set(TAGS);
const globPatterns = (names: string[]) => names.filter((n) => n.endsWith('*')).map((n) => n.slice(0, -1));
const GLOBAL_PREFIXES = globPatterns(GLOBAL_ATTRIBUTES);

/** Outlook's own markup, allowed only inside its conditional comments: VML shapes and Office settings. */
const OUTLOOK_TAGS = [
  'v:roundrect', 'v:rect', 'v:oval', 'v:shape', 'v:fill', 'v:stroke', 'v:textbox', 'v:image', 'v:line',
  'w:anchorlock', 'o:officedocumentsettings', 'o:pixelsperinch', 'o:allowpng', 'xml', 'noscript',
];
const VML_ATTRIBUTES = [
  'href', 'style', 'arcsize', 'strokecolor', 'strokeweight', 'stroked', 'fillcolor', 'filled', 'fill', 'stroke', 'color', 'color2',
  'type', 'src', 'inset', 'coordsize', 'coordorigin', 'path', 'xmlns:v', 'xmlns:w', 'xmlns:o', 'o:button', 'target', 'title', 'alt',
];
const OUTLOOK_ATTRIBUTES: Record<string, string[]> = {
  ...ATTRIBUTES,
  ...Object.fromEntries(OUTLOOK_TAGS.filter((t) => t.startsWith('v:')).map((t) => [t, VML_ATTRIBUTES])),
};
const outlookTags = new Set([...TAGS, ...OUTLOOK_TAGS]);

/** A downlevel-hidden conditional comment (only Outlook/IE read its content). The content holds no `-->`, else the comment would end there. */
const HIDDEN_CONDITIONAL = /<!--\[if\s[^\]<>]{1,100}\]>((?:(?!-->)[\s\S])*?)<!\[endif\]-->/gi;
/** The markers around downlevel-revealed content (every client shows what is between them; it is cleaned as usual). */
const REVEALED_MARKERS = /<!--\[if\s[^\]<>]{1,100}\]><!--(?:\s*-->|>)|<!--<!\[endif\]-->/gi;

interface Allowlist {
  tags: Set<string>;
  attributes: Record<string, string[]>;
}

function attributeAllowed(list: Allowlist, tag: string, name: string): boolean {
  return (list.attributes[tag] ?? []).includes(name) || GLOBAL_ATTRIBUTES.includes(name) || GLOBAL_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** The scheme of an address as sanitize-html reads it (control characters and spaces ignored), or null for none. */
function schemeOf(value: string): string | null {
  const match = /^([a-z][a-z0-9.+-]*):/i.exec(value.replace(/[\x00-\x20]+/g, ''));
  return match ? match[1]!.toLowerCase() : null;
}

function tagKind(tag: string): RemovalKind | null {
  if (tag === 'script') return 'script';
  if (tag === 'form') return 'form';
  if (FORM_FIELDS.has(tag)) return 'formField';
  if (FORM_FIELD_PARTS.has(tag)) return null;
  if (FRAMES.has(tag)) return 'frame';
  return 'tag';
}

/**
 * A `<style>` element in sanitize-html's output: its text is written there exactly as it came
 * (sanitize-html escapes every other `<`, and raw text cannot hold `</style`), up to its end tag
 * or, unclosed, the end of the HTML.
 */
const STYLE_ELEMENT = /(<style\b[^>]*>)([\s\S]*?)(<\/style>|$)/gi;

/** sanitize-html with `list`, recording what it removes; then the CSS of the `<style>` elements that stay. */
function clean(html: string, list: Allowlist, removed: Removal[]): string {
  const record = (kind: RemovalKind | null, name: string) => {
    if (kind) removed.push({ kind, name });
  };
  const out = sanitizeHtml(html, {
    ...OPTIONS,
    allowedTags: [...list.tags],
    allowedAttributes: list.attributes,
    transformTags: {
      // The style attribute without its unsafe declarations (none left: no attribute). A tag that
      // goes takes its attributes with it, so only the styles of staying tags are reported.
      '*': (tagName, attribs) => {
        if (attribs.style === undefined) return { tagName, attribs };
        const { css, removed: unsafe } = cleanStyleAttribute(attribs.style);
        if (!unsafe.length) return { tagName, attribs };
        if (list.tags.has(tagName.toLowerCase())) for (const name of unsafe) record('unsafeStyle', name);
        const { style: _style, ...others } = attribs;
        return { tagName, attribs: css.trim() ? { ...others, style: css } : others };
      },
    },
    onOpenTag(name, attribs) {
      const tag = name.toLowerCase();
      const tagStays = list.tags.has(tag);
      if (!tagStays) record(tagKind(tag), tag);
      for (const [attribute, value] of Object.entries(attribs)) {
        const a = attribute.toLowerCase();
        const isUrl = URL_ATTRIBUTES.includes(a) || (tag.startsWith('v:') && a === 'href');
        const scheme = isUrl ? schemeOf(value ?? '') : null;
        if (a.startsWith('on')) record('eventHandler', a);
        else if (scheme && SCRIPT_SCHEMES.has(scheme)) record('javascriptLink', a);
        else if (!tagStays) continue; // it goes with its tag
        else if (!attributeAllowed(list, tag, a)) record('attribute', a);
        else if (scheme && !(SCHEMES_BY_TAG[tag] ?? SCHEMES).includes(scheme)) record('unsupportedLink', `${scheme}:`);
      }
    },
  });
  return out.replace(STYLE_ELEMENT, (element, open: string, css: string, close: string) => {
    const { css: safe, removed: unsafe } = cleanStyleSheet(css);
    for (const name of unsafe) record('unsafeStyle', name);
    return unsafe.length ? `${open}${safe}${close}` : element;
  });
}

const EMAIL: Allowlist = { tags: allowedTags, attributes: ATTRIBUTES };
const OUTLOOK: Allowlist = { tags: outlookTags, attributes: OUTLOOK_ATTRIBUTES };

/**
 * One module's filled HTML through the email allowlist: the HTML that stays and what was removed
 * (scripts, event handlers, javascript: addresses, CSS that loads or runs code, forms and their
 * fields, frames, links of other schemes, other tags and attributes). Outlook conditional comments stay byte for byte when their
 * content passes the allowlist (with Outlook's VML and Office tags); one that does not is removed
 * and named. Other HTML comments do not stay.
 */
export function sanitizeEmailHtml(html: string): SanitizedHtml {
  const removed: Removal[] = [];
  // Each kept comment is set aside under a token of letters and digits (which the allowlist keeps
  // as text), and put back after the cleaning.
  const nonce = randomBytes(6).toString('hex');
  const kept: string[] = [];
  const keep = (comment: string) => `mpoutlook${nonce}n${kept.push(comment) - 1}e`;
  const marked = html
    .replace(HIDDEN_CONDITIONAL, (whole, inner: string) => {
      const found: Removal[] = [];
      clean(inner, OUTLOOK, found);
      if (found.length) {
        removed.push({ kind: 'outlookComment', name: 'conditional comment' }, ...found);
        return '';
      }
      return keep(whole);
    })
    .replace(REVEALED_MARKERS, (whole) => keep(whole));
  // what is left of a conditional comment here is one the browser would not read as Outlook's
  for (const _ of marked.matchAll(/<!--\[if\b/gi)) removed.push({ kind: 'outlookComment', name: 'conditional comment' });
  let out = clean(marked, EMAIL, removed);
  if (kept.length) out = out.replace(new RegExp(`mpoutlook${nonce}n(\\d+)e`, 'g'), (_, i: string) => kept[Number(i)]!);
  return { html: out, removed };
}

const KIND_WORDS: Record<RemovalKind, { one: string; many: string; names: boolean }> = {
  script: { one: 'script', many: 'scripts', names: false },
  eventHandler: { one: 'event handler', many: 'event handlers', names: true },
  javascriptLink: { one: 'javascript: link', many: 'javascript: links', names: false },
  unsafeStyle: { one: 'unsafe style rule', many: 'unsafe style rules', names: true },
  form: { one: 'form', many: 'forms', names: false },
  formField: { one: 'form field', many: 'form fields', names: true },
  frame: { one: 'embedded frame', many: 'embedded frames', names: true },
  unsupportedLink: { one: 'link with an unsupported address', many: 'links with unsupported addresses', names: true },
  tag: { one: 'unsupported tag', many: 'unsupported tags', names: true },
  attribute: { one: 'unsupported attribute', many: 'unsupported attributes', names: true },
  outlookComment: { one: 'Outlook conditional comment', many: 'Outlook conditional comments', names: false },
};

/** "1 script, 2 event handlers (onclick, onerror) and 1 javascript: link"; empty when nothing was removed. */
export function describeRemovals(removed: readonly Removal[]): string {
  const parts = REMOVAL_KINDS.flatMap((kind) => {
    const names = removed.filter((r) => r.kind === kind).map((r) => r.name);
    if (!names.length) return [];
    const words = KIND_WORDS[kind];
    const unique = [...new Set(names)];
    return [`${names.length} ${names.length === 1 ? words.one : words.many}${words.names ? ` (${unique.join(', ')})` : ''}`];
  });
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}
