// What the product relies on of the Mailchimp Marketing API, as the fake Mailchimp enforces it: one
// row per operation the push and the connection use, each naming where the fact is published. A
// request that breaks a row is answered as Mailchimp answers it (application/problem+json) and
// recorded by the fake as a contract violation, which the tests assert never happens.
// Node-only, erasable TypeScript: Node runs this file as it is (the browser tests' server).
import { checkShape, type ServiceRequest, type Shape } from './contract-shape.ts';

/**
 * The published contract every row comes from: Mailchimp's Marketing API 3.0 definition
 * (https://api.mailchimp.com/schema/3.0/Swagger.json), as generated into its official TypeScript
 * SDK (github.com/mailchimp/mailchimp-marketing-typescript-sdk, src/api/resources), and the
 * API's reference pages on authentication and errors.
 */
export const MAILCHIMP_SOURCE = 'Mailchimp Marketing API 3.0 definition (mailchimp-marketing-typescript-sdk, src/api/resources)';
const DOCS = 'mailchimp.com/developer/marketing/docs';

export interface MailchimpOperation {
  operation: string;
  method: string;
  /** The path as the fake sees it (with /3.0, no trailing slash). */
  path: RegExp;
  /** Query parameters with a fixed set of values. */
  enums?: Record<string, readonly string[]>;
  /** `count`: its maximum. */
  maxCount?: number;
  body?: Shape;
  source: string;
}

const str: Shape = { type: 'string' };
const settings: Shape = {
  type: 'object',
  props: { subject_line: str, preview_text: str, title: str, from_name: str, reply_to: str, to_name: str, folder_id: str, authenticate: { type: 'boolean' }, auto_footer: { type: 'boolean' }, inline_css: { type: 'boolean' } },
};
const CAMPAIGN_TYPES = ['regular', 'plaintext', 'absplit', 'rss', 'variate'] as const;

export const MAILCHIMP_CONTRACT: readonly MailchimpOperation[] = [
  { operation: 'ping', method: 'GET', path: /^\/3\.0\/ping$/, source: `${MAILCHIMP_SOURCE}: ping/client/Client.ts, GET /ping` },
  { operation: 'root', method: 'GET', path: /^\/3\.0$/, source: `${MAILCHIMP_SOURCE}: root/client/Client.ts, GET /` },
  { operation: 'lists', method: 'GET', path: /^\/3\.0\/lists$/, maxCount: 1000, source: `${MAILCHIMP_SOURCE}: lists, GET /lists (count: maximum 1000)` },
  {
    operation: 'campaigns.list',
    method: 'GET',
    path: /^\/3\.0\/campaigns$/,
    enums: { type: CAMPAIGN_TYPES, status: ['save', 'paused', 'schedule', 'sending', 'sent'], sort_field: ['create_time', 'send_time'], sort_dir: ['ASC', 'DESC'] },
    maxCount: 1000,
    source: `${MAILCHIMP_SOURCE}: campaigns/client/requests/ListCampaignsRequest.ts (type, status, sort_field, sort_dir; count: maximum 1000)`,
  },
  {
    operation: 'campaigns.create',
    method: 'POST',
    path: /^\/3\.0\/campaigns$/,
    // `type` is required; `recipients`, when given, needs its `list_id`
    body: { type: 'object', required: ['type'], props: { type: { type: 'string', enum: CAMPAIGN_TYPES }, recipients: { type: 'object', required: ['list_id'], props: { list_id: str } }, settings } },
    source: `${MAILCHIMP_SOURCE}: campaigns/client/requests/CreateCampaignsRequest.ts`,
  },
  {
    operation: 'campaigns.update',
    method: 'PATCH',
    path: /^\/3\.0\/campaigns\/[^/]+$/,
    body: { type: 'object', props: { recipients: { type: 'object', props: { list_id: str } }, settings } },
    source: `${MAILCHIMP_SOURCE}: campaigns/client/requests/UpdateCampaignsRequest.ts`,
  },
  {
    operation: 'campaigns.setContent',
    method: 'PUT',
    path: /^\/3\.0\/campaigns\/[^/]+\/content$/,
    body: { type: 'object', props: { html: str, plain_text: str, url: str } },
    source: `${MAILCHIMP_SOURCE}: campaigns/client/requests/UpsertContentCampaignsRequest.ts (CampaignContent)`,
  },
];

/** Rules every request meets. */
export const MAILCHIMP_COMMON = [
  { rule: 'HTTP basic auth with any user name and the API key as password, or an OAuth bearer token', answer: '401 API Key Invalid', source: `${DOCS}/fundamentals/ (authentication)` },
  { rule: 'the host is the key\'s data centre: https://<dc>.api.mailchimp.com/3.0 (the fake stands in for it)', answer: '401 API Key Invalid', source: `${DOCS}/fundamentals/ (API structure)` },
  { rule: 'a request body is JSON (Content-Type: application/json)', answer: '400 JSON Parse Error', source: `${DOCS}/errors/` },
  { rule: 'only the methods and paths above', answer: '404 Resource Not Found / 405 Method Not Allowed', source: `${DOCS}/errors/` },
] as const;

export interface MailchimpRequest extends ServiceRequest {
  /** The body as sent, to tell JSON that does not parse from no body. */
  raw?: string;
}

/** What Mailchimp answers a request it refuses (problem+json), and the broken rule in words. */
export interface MailchimpRefusal {
  status: number;
  title: string;
  detail: string;
  errors?: Array<{ field: string; message: string }>;
  rule: string;
}

/** The first contract rule the request breaks (authentication is the fake's own check), or null. */
export function checkMailchimpRequest(req: MailchimpRequest): MailchimpRefusal | null {
  const onPath = MAILCHIMP_CONTRACT.filter((op) => op.path.test(req.path));
  if (!onPath.length) return { status: 404, title: 'Resource Not Found', detail: 'The requested resource could not be found.', rule: 'paths' };
  const op = onPath.find((o) => o.method === req.method);
  if (!op) return { status: 405, title: 'Method Not Allowed', detail: `The requested method and resource are not compatible. See the Allow header for this resource's available methods.`, rule: 'paths' };
  for (const [name, allowed] of Object.entries(op.enums ?? {})) {
    const value = req.query[name];
    if (value !== undefined && !allowed.includes(value)) {
      return { status: 400, title: 'Invalid Resource', detail: `The value "${value}" is not valid for ${name}. Valid values are ${allowed.join(', ')}.`, rule: `${op.operation} ${name}` };
    }
  }
  if (op.maxCount !== undefined && req.query.count !== undefined) {
    const count = Number(req.query.count);
    if (!Number.isInteger(count) || count < 1 || count > op.maxCount) return { status: 400, title: 'Invalid Resource', detail: `count must be from 1 to ${op.maxCount}.`, rule: `${op.operation} count` };
  }
  if (op.body) {
    const type = String(header(req.headers, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json' || (req.raw !== undefined && req.raw !== '' && req.body === undefined)) {
      return { status: 400, title: 'JSON Parse Error', detail: "We encountered an unspecified JSON parsing error.", rule: 'request body is JSON' };
    }
    const broken = checkShape(req.body, op.body, '');
    if (broken) {
      const field = broken.pointer.replace(/^\//, '').replace(/\//g, '.');
      return {
        status: 400,
        title: 'Invalid Resource',
        detail: "The resource submitted could not be validated. For field-specific details, see the 'errors' array.",
        errors: [{ field, message: broken.detail }],
        rule: `${op.operation} body`,
      };
    }
  }
  return null;
}

function header(headers: MailchimpRequest['headers'], name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The API key a request carries (basic auth password, or a bearer token), or ''. */
export function mailchimpKeyOf(authorization: string | undefined): string {
  const [scheme, token] = (authorization ?? '').split(' ');
  if (scheme?.toLowerCase() === 'basic' && token) return Buffer.from(token, 'base64').toString('utf8').split(':').slice(1).join(':');
  if (scheme?.toLowerCase() === 'bearer' && token) return token;
  return '';
}
