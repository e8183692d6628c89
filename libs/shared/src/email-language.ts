/**
 * The language of the brand's emails (brand settings `language`): the exported email's `lang` and
 * `dir` on `<html>`. A BCP 47 tag such as `en`, `de-CH` or `ar`; `en` when none is set.
 */

export const DEFAULT_EMAIL_LANGUAGE = 'en';

/** The most characters a language tag may have (the brand settings' column). */
export const EMAIL_LANGUAGE_MAX = 35;

/** Scripts written right to left, by primary language subtag. */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'ha', 'he', 'iw', 'khw', 'ks', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi']);
/** Script subtags written right to left (`az-Arab`, `pa-Arab`). */
const RTL_SCRIPTS = new Set(['arab', 'hebr', 'syrc', 'thaa', 'nkoo', 'adlm', 'rohg']);

/** A BCP 47 language tag in its usual shape: a 2-3 letter language, then subtags of 1-8 letters or digits. */
const TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;

export function isEmailLanguage(value: unknown): value is string {
  return typeof value === 'string' && value.length <= EMAIL_LANGUAGE_MAX && TAG.test(value);
}

/** The tag written the usual way: language in lower case, region in upper case, script in title case. */
export function normalizeEmailLanguage(value: string | null | undefined): string {
  const tag = (value ?? '').trim();
  if (!isEmailLanguage(tag)) return DEFAULT_EMAIL_LANGUAGE;
  return tag
    .split('-')
    .map((part, i) => {
      if (i === 0) return part.toLowerCase();
      if (/^[A-Za-z]{4}$/.test(part)) return part[0]!.toUpperCase() + part.slice(1).toLowerCase();
      if (/^[A-Za-z]{2}$/.test(part)) return part.toUpperCase();
      return part.toLowerCase();
    })
    .join('-');
}

/** `rtl` for a language written right to left (Arabic, Hebrew, Persian, Urdu, ...), else `ltr`. */
export function textDirection(language: string): 'ltr' | 'rtl' {
  const [primary = '', ...rest] = language.toLowerCase().split('-');
  const script = rest.find((part) => part.length === 4);
  if (script) return RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(primary) ? 'rtl' : 'ltr';
}

/** Languages the brand settings offer in their list (any other valid tag may be typed). */
export const EMAIL_LANGUAGE_OPTIONS = [
  { tag: 'en', name: 'English' },
  { tag: 'en-GB', name: 'English (United Kingdom)' },
  { tag: 'de', name: 'German' },
  { tag: 'fr', name: 'French' },
  { tag: 'es', name: 'Spanish' },
  { tag: 'it', name: 'Italian' },
  { tag: 'nl', name: 'Dutch' },
  { tag: 'pt', name: 'Portuguese' },
  { tag: 'pl', name: 'Polish' },
  { tag: 'sv', name: 'Swedish' },
  { tag: 'da', name: 'Danish' },
  { tag: 'fi', name: 'Finnish' },
  { tag: 'nb', name: 'Norwegian' },
  { tag: 'tr', name: 'Turkish' },
  { tag: 'ja', name: 'Japanese' },
  { tag: 'zh', name: 'Chinese' },
  { tag: 'ko', name: 'Korean' },
  { tag: 'ar', name: 'Arabic' },
  { tag: 'he', name: 'Hebrew' },
  { tag: 'fa', name: 'Persian' },
  { tag: 'ur', name: 'Urdu' },
] as const;
