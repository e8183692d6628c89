/**
 * The one rule for a brand's website address, used by the strategy wizard, the brand kit and the
 * API alike, so a URL the browser lets through is never refused by the server.
 *
 * A website is an http(s) address, typed with or without `https://`, whose host is a domain name:
 * at least two labels of letters, digits and inner hyphens, ending in an alphabetic top-level
 * domain (or an international one in punycode). Addresses are read by the WHATWG URL parser, so
 * international names (`café.example`) count by their punycode form. Not accepted: other schemes,
 * spaces, a user name or password, IP addresses and single-label hosts such as `localhost`.
 * What is kept is the address as typed, trimmed, with `https://` added when no scheme was given.
 */
import { BRAND_LIMITS, BRAND_MESSAGES } from './brand.js';

/** `https://`, `ftp://`, ...: a scheme the user typed. */
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** One label of a domain name as the parser gives it (lower case, punycode). */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A top-level domain: letters only, or the punycode of an international one. */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
/** The longest domain name DNS can hold. */
const HOST_MAX = 253;

/**
 * The WHATWG URL parser, global in browsers and Node. This library compiles without DOM or Node
 * types, so the part used here is declared.
 */
interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
}
declare const URL: new (input: string) => ParsedUrl;

type WebsiteUrlCheck =
  /** `url` is what to keep: null for an empty field (no website). */
  | { ok: true; url: string | null }
  | { ok: false; message: string };

/** `shop.example` → `https://shop.example`; an address with its scheme is kept as typed. */
export function withScheme(value: string): string {
  const text = value.trim();
  if (SCHEME.test(text)) return text;
  return text.startsWith('//') ? `https:${text}` : `https://${text}`;
}

function isDomainName(hostname: string): boolean {
  if (hostname.length > HOST_MAX) return false;
  const labels = hostname.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels.at(-1)!);
}

/** Whether a non-empty value is a website address (with or without its scheme). */
export function isWebsiteUrl(value: string): boolean {
  const text = value.trim();
  if (!text || /\s/.test(text)) return false;
  let url: ParsedUrl;
  try {
    url = new URL(withScheme(text));
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && isDomainName(url.hostname);
}

/**
 * Checks a website field: empty (or null) means no website; otherwise it must be a website
 * address of at most 255 characters once `https://` is added. Failures carry the field's message.
 */
export function checkWebsiteUrl(value: string | null | undefined): WebsiteUrlCheck {
  const text = (value ?? '').trim();
  if (!text) return { ok: true, url: null };
  const url = withScheme(text);
  if (!isWebsiteUrl(text)) return { ok: false, message: BRAND_MESSAGES.websiteUrlInvalid };
  if (url.length > BRAND_LIMITS.websiteUrlMax) return { ok: false, message: BRAND_MESSAGES.websiteUrlMax };
  return { ok: true, url };
}
