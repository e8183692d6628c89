// What inboxes and email services hold against the email itself: broken and insecure links, a
// missing unsubscribe link, a size Gmail clips, and code clients strip.
import { EMAIL_AIMS, EMAIL_SIZE_WARN_BYTES } from '@mailplan/shared';
import { describeRemovals } from '../email-sanitizer.js';
import { isUnsubscribeField } from '../unsubscribe-field.js';
import { describe, isHidden, type Element } from './document.js';
import { item, listOf, type ChecklistRule } from './types.js';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Merge tags the email services fill when they send: Mailchimp `*|UNSUB|*`, Klaviyo `{% unsubscribe %}`, `%%...%%`, `[[...]]`. */
const MERGE_TAG = /^\s*(?:\*\|[^|]+\|\*|\{%[^%]+%\}|%%[^%]+%%|\[\[[^\]]+\]\]|\$\{[^}]+\})\s*$/;
const PLACEHOLDER = /\{\{[^{}]*\}\}/;

export type LinkProblem = 'empty' | 'hash' | 'javascript' | 'placeholder' | 'insecure' | 'scheme';

/** What is wrong with a link address, or null: web links must be https; mailto:, tel: and sms: and merge tags are fine. */
export function linkProblem(href: string | undefined): LinkProblem | null {
  const h = (href ?? '').trim();
  if (!h) return 'empty';
  if (h === '#' || h.startsWith('#')) return 'hash';
  if (PLACEHOLDER.test(h)) return 'placeholder';
  if (MERGE_TAG.test(h)) return null;
  const scheme = /^([a-z][a-z0-9.+-]*):/i.exec(h.replace(/[\x00-\x20]+/g, ''))?.[1]?.toLowerCase();
  if (scheme === 'javascript' || scheme === 'vbscript') return 'javascript';
  if (scheme === 'https' || scheme === 'mailto' || scheme === 'tel' || scheme === 'sms') return null;
  if (scheme === 'http') return 'insecure';
  return 'scheme';
}

const PROBLEM_WORDS: Record<LinkProblem, string> = {
  empty: 'no address',
  hash: 'only "#"',
  javascript: 'a javascript: address',
  placeholder: 'an unfilled {{placeholder}}',
  insecure: 'http: instead of https:',
  scheme: 'an address that is not https:',
};

const links = ($: Parameters<ChecklistRule>[0]['$']) => $('body a, body area').toArray().filter((a) => !isHidden(a) && !(a.attribs.name && a.attribs.href === undefined));

export const linksCheck: ChecklistRule = ({ $ }) => {
  const all = links($);
  if (!all.length) return item('links', 'pass', 'The email has no links.');
  const bad: Array<{ el: Element; problem: LinkProblem }> = [];
  for (const a of all) {
    const problem = linkProblem(a.attribs.href);
    if (problem) bad.push({ el: a, problem });
  }
  if (bad.length) {
    const named = bad.map(({ el, problem }) => `${describe($, el)} has ${PROBLEM_WORDS[problem]}`);
    return item('links', 'fail', `${bad.length} of ${all.length} links will not work as they should: ${listOf(named, 3)}. Give each an https:// address.`);
  }
  return item('links', 'pass', `Every link (${all.length}) has an https: address (or mailto:, tel:, or your email service's merge tag).`);
};

const UNSUBSCRIBE = /unsub|opt[\s_-]?out|email preferences|manage (?:your )?(?:preferences|subscription)/i;

/** The checklist line of an unsubscribe field left empty, which a push fills with the service's merge tag. */
export const UNSUBSCRIBE_LEFT_TO_PUSH =
  "The unsubscribe link has no address: a push to your email service fills in the service's own unsubscribe link; for the downloaded file, give it your email service's unsubscribe address or merge tag.";

/** Whether a module of the email has an unsubscribe field the campaign leaves empty. */
function leavesUnsubscribeEmpty({ moduleInstances, modules, content }: Parameters<ChecklistRule>[0]): boolean {
  return moduleInstances.some((instance) => {
    const fields = modules.get(instance.moduleId)?.fields ?? [];
    return fields.some((f) => isUnsubscribeField(f.name) && !(content[instance.instanceId]?.[f.name] ?? '').trim());
  });
}

export const unsubscribe: ChecklistRule = (ctx) => {
  const { $ } = ctx;
  const candidates = links($).filter((a) => UNSUBSCRIBE.test(a.attribs.href ?? '') || UNSUBSCRIBE.test($(a).text()));
  const working = candidates.find((a) => linkProblem(a.attribs.href) === null);
  if (working) {
    const tag = MERGE_TAG.test(working.attribs.href ?? '') ? ' (your email service fills it in)' : '';
    return item('unsubscribe', 'pass', `The email has an unsubscribe link${tag}.`);
  }
  if (candidates.length && linkProblem(candidates[0]!.attribs.href) === 'empty' && leavesUnsubscribeEmpty(ctx)) {
    // a push fills it in (docs/decisions.md#unsubscribe-merge-tag); the downloaded file keeps it empty
    return item('unsubscribe', 'warn', UNSUBSCRIBE_LEFT_TO_PUSH);
  }
  if (candidates.length) {
    return item('unsubscribe', 'fail', `The unsubscribe link has ${PROBLEM_WORDS[linkProblem(candidates[0]!.attribs.href)!]}: give it your email service's unsubscribe address or merge tag.`);
  }
  return item('unsubscribe', 'fail', 'There is no unsubscribe link: add a footer with one (anti-spam laws and the big inbox providers require it).');
};

export const size: ChecklistRule = ({ sizeBytes }) => {
  if (sizeBytes > EMAIL_AIMS.gmailClipBytes) return item('size', 'fail', `The HTML is ${kb(sizeBytes)}: Gmail clips messages over 102 KB and hides the rest, the unsubscribe link with it. Remove modules or images.`);
  if (sizeBytes > EMAIL_SIZE_WARN_BYTES) return item('size', 'warn', `The HTML is ${kb(sizeBytes)}: email services add tracking to every link, which can take it past Gmail's 102 KB clip. Aim for under 80 KB.`);
  return item('size', 'pass', `The HTML is ${kb(sizeBytes)} (under 80 KB leaves room for tracking before Gmail clips at 102 KB).`);
};

export const safeHtml: ChecklistRule = ({ removed }) => {
  if (!removed.length) return item('safeHtml', 'pass', 'Nothing had to be removed: no scripts, event handlers, forms, frames, javascript: links or unsafe styles.');
  const modules = [...new Set(removed.map((r) => r.module))];
  return item(
    'safeHtml',
    'warn',
    `Removed ${describeRemovals(removed)} from ${listOf(modules)}: email clients block them and some email services refuse emails that contain them.`,
  );
};
