// What the product relies on of Klaviyo's API, as the fake Klaviyo enforces it: one row per
// operation the push and the connection use, each naming where the fact is published. A request
// that breaks a row is answered as Klaviyo answers it (a JSON:API error) and recorded by the fake
// as a contract violation, which the tests assert never happens.
// Node-only, erasable TypeScript: Node runs this file as it is (the browser tests' server).
import { checkShape, type ServiceRequest, type Shape } from './contract-shape.ts';

/** The API revision the official SDK (`klaviyo-api` 23.0.0) sends in its `revision` header. */
export const KLAVIYO_REVISION = '2026-07-15';

/** The published contract every row comes from. */
export const KLAVIYO_SOURCE = `Klaviyo OpenAPI, revision ${KLAVIYO_REVISION} (github.com/klaviyo/openapi, openapi/stable.json)`;

export interface KlaviyoOperation {
  /** The OpenAPI operationId. */
  operation: string;
  method: string;
  /** The path as the fake sees it (no trailing slash). */
  path: RegExp;
  /** Allowed filter fields and, for each, its operators (the `filter` parameter's description). */
  filter?: Record<string, readonly string[]>;
  /** `filter` is a required parameter, and it must name these fields. */
  filterRequires?: readonly string[];
  /** `page[size]`: its default and maximum (minimum 1). */
  page?: { default: number; max: number };
  /** The request body's schema (`requestBody.required: true` for every row that has one). */
  body?: Shape;
  /** Where the row's facts are published. */
  source: string;
}

const str: Shape = { type: 'string' };
const strOrNull: Shape = { type: 'string', nullable: true };
const strings: Shape = { type: 'array', items: str };
const emailContent: Shape = {
  type: 'object',
  nullable: true,
  props: { subject: strOrNull, preview_text: strOrNull, from_email: strOrNull, from_label: strOrNull, reply_to_email: strOrNull, cc_email: strOrNull, bcc_email: strOrNull },
};
/** EmailMessageDefinition: `channel` is required; the email one is the only channel the product uses. */
const emailDefinition: Shape = { type: 'object', required: ['channel'], props: { channel: { type: 'string', enum: ['email'] }, label: strOrNull, content: emailContent } };
/**
 * A JSON:API request document, `{ data: { type, ...members } }`: `data`, its `type` (this resource
 * type only) and every member given here are required.
 */
function jsonApiBody(resourceType: string, members: Record<string, Shape>): Shape {
  const props: Record<string, Shape> = { type: { type: 'string', enum: [resourceType] }, ...members };
  return { type: 'object', required: ['data'], props: { data: { type: 'object', required: Object.keys(props), props } } };
}
const dateOps = ['equals', 'greater-or-equal', 'greater-than', 'less-or-equal', 'less-than'] as const;
const rangeOps = ['greater-or-equal', 'greater-than', 'less-or-equal', 'less-than'] as const;

export const KLAVIYO_CONTRACT: readonly KlaviyoOperation[] = [
  {
    operation: 'get_lists',
    method: 'GET',
    path: /^\/api\/lists$/,
    filter: { name: ['any', 'equals'], id: ['any', 'equals'], created: ['greater-than'], updated: ['greater-than'] },
    page: { default: 10, max: 10 },
    source: `${KLAVIYO_SOURCE}: GET /api/lists, parameters filter and page[size]`,
  },
  {
    operation: 'get_segments',
    method: 'GET',
    path: /^\/api\/segments$/,
    filter: { name: ['any', 'equals'], id: ['any', 'equals'], created: ['greater-than'], updated: ['greater-than'], is_active: ['any', 'equals'], is_starred: ['equals'] },
    page: { default: 10, max: 10 },
    source: `${KLAVIYO_SOURCE}: GET /api/segments, parameters filter and page[size]`,
  },
  {
    operation: 'get_templates',
    method: 'GET',
    path: /^\/api\/templates$/,
    filter: { id: ['any', 'equals'], name: ['any', 'contains', 'equals'], created: dateOps, updated: dateOps },
    page: { default: 10, max: 10 },
    source: `${KLAVIYO_SOURCE}: GET /api/templates, parameters filter and page[size]`,
  },
  {
    operation: 'create_template',
    method: 'POST',
    path: /^\/api\/templates$/,
    body: jsonApiBody('template', {
      attributes: {
        type: 'object',
        required: ['name', 'editor_type'],
        // editor_type: "Restricted to CODE, USER_DRAGGABLE, or SYSTEM_DRAGGABLE"
        props: { name: str, editor_type: { type: 'string', enum: ['CODE', 'USER_DRAGGABLE', 'SYSTEM_DRAGGABLE'] }, html: strOrNull, text: strOrNull, amp: strOrNull },
      },
    }),
    source: `${KLAVIYO_SOURCE}: POST /api/templates, TemplateCreateHtmlOrDndQuery`,
  },
  {
    operation: 'update_template',
    method: 'PATCH',
    path: /^\/api\/templates\/[^/]+$/,
    body: jsonApiBody('template', { id: str, attributes: { type: 'object', props: { name: strOrNull, html: strOrNull, text: strOrNull, amp: strOrNull } } }),
    source: `${KLAVIYO_SOURCE}: PATCH /api/templates/{id}, TemplateUpdateHtmlOrDndQuery`,
  },
  {
    operation: 'get_campaigns',
    method: 'GET',
    path: /^\/api\/campaigns$/,
    // "A channel filter is required to list campaigns"; `name` takes `contains` only
    filter: {
      id: ['any'],
      'messages.channel': ['equals'],
      name: ['contains'],
      status: ['any', 'equals'],
      archived: ['equals'],
      created_at: rangeOps,
      scheduled_at: rangeOps,
      updated_at: rangeOps,
    },
    filterRequires: ['messages.channel'],
    page: { default: 100, max: 100 },
    source: `${KLAVIYO_SOURCE}: GET /api/campaigns, parameters filter (required) and page[size], and the operation's description`,
  },
  {
    operation: 'create_campaign',
    method: 'POST',
    path: /^\/api\/campaigns$/,
    body: jsonApiBody('campaign', {
      attributes: {
        type: 'object',
        required: ['name', 'audiences', 'campaign-messages'],
        props: {
          name: str,
          audiences: { type: 'object', required: ['included'], props: { included: strings, excluded: { type: 'array', items: str, nullable: true } } },
          'campaign-messages': {
            type: 'object',
            required: ['data'],
            props: {
              data: {
                type: 'array',
                items: { type: 'object', required: ['type', 'attributes'], props: { type: { type: 'string', enum: ['campaign-message'] }, attributes: { type: 'object', required: ['definition'], props: { definition: emailDefinition } } } },
              },
            },
          },
        },
      },
    }),
    source: `${KLAVIYO_SOURCE}: POST /api/campaigns, CampaignCreateQuery`,
  },
  {
    operation: 'update_campaign',
    method: 'PATCH',
    path: /^\/api\/campaigns\/[^/]+$/,
    body: jsonApiBody('campaign', {
      id: str,
      attributes: { type: 'object', props: { name: strOrNull, audiences: { type: 'object', props: { included: { type: 'array', items: str, nullable: true }, excluded: { type: 'array', items: str, nullable: true } } } } },
    }),
    source: `${KLAVIYO_SOURCE}: PATCH /api/campaigns/{id}, CampaignPartialUpdateQuery`,
  },
  {
    operation: 'get_message_ids_for_campaign',
    method: 'GET',
    path: /^\/api\/campaigns\/[^/]+\/relationships\/campaign-messages$/,
    source: `${KLAVIYO_SOURCE}: GET /api/campaigns/{id}/relationships/campaign-messages`,
  },
  {
    operation: 'update_campaign_message',
    method: 'PATCH',
    path: /^\/api\/campaign-messages\/[^/]+$/,
    body: jsonApiBody('campaign-message', { id: str, attributes: { type: 'object', props: { definition: emailDefinition } } }),
    source: `${KLAVIYO_SOURCE}: PATCH /api/campaign-messages/{id}, CampaignMessagePartialUpdateQuery`,
  },
  {
    operation: 'assign_template_to_campaign_message',
    method: 'POST',
    path: /^\/api\/campaign-message-assign-template$/,
    body: jsonApiBody('campaign-message', {
      id: str,
      relationships: {
        type: 'object',
        required: ['template'],
        props: { template: { type: 'object', props: { data: { type: 'object', required: ['type', 'id'], props: { type: { type: 'string', enum: ['template'] }, id: str } } } } },
      },
    }),
    source: `${KLAVIYO_SOURCE}: POST /api/campaign-message-assign-template, CampaignMessageAssignTemplateQuery`,
  },
];

/** Rules every request meets (the OpenAPI's security scheme and shared parameters). */
export const KLAVIYO_COMMON = [
  { rule: 'Authorization: Klaviyo-API-Key <private key>', answer: '401 not_authenticated', source: `${KLAVIYO_SOURCE}: components.securitySchemes["Klaviyo-API-Key"]` },
  { rule: `revision header (YYYY-MM-DD[.suffix]); this table describes ${KLAVIYO_REVISION}`, answer: '400 invalid', source: `${KLAVIYO_SOURCE}: every operation's required "revision" header parameter` },
  {
    rule: 'a request body is JSON: application/vnd.api+json (the OpenAPI request media type) or application/json (what the official SDK sends)',
    answer: '415 unsupported_media_type',
    source: `${KLAVIYO_SOURCE}: requestBody.content; klaviyo-api 23.0.0 request headers`,
  },
  { rule: 'only the methods and paths above', answer: '404 not_found / 405 method_not_allowed', source: `${KLAVIYO_SOURCE}: paths` },
] as const;

export type KlaviyoRequest = ServiceRequest;

/** What Klaviyo answers a request it refuses, and the broken rule in words (the fake records it). */
export interface KlaviyoRefusal {
  status: number;
  code: string;
  title: string;
  detail: string;
  source: { pointer?: string; parameter?: string };
  rule: string;
}

/** The first contract rule the request breaks (authentication is the fake's own check), or null. */
export function checkKlaviyoRequest(req: KlaviyoRequest): KlaviyoRefusal | null {
  const revision = header(req.headers, 'revision');
  if (!revision || !/^\d{4}-\d{2}-\d{2}(\.[a-z0-9]+)?$/i.test(revision)) {
    return refuse(400, 'invalid', 'Invalid revision header.', 'A valid revision header (YYYY-MM-DD) is required.', { parameter: 'revision' }, 'revision header');
  }
  if (revision.split('.')[0] !== KLAVIYO_REVISION) {
    return refuse(400, 'invalid', 'Invalid revision header.', `This fake knows revision ${KLAVIYO_REVISION} only, not ${revision}.`, { parameter: 'revision' }, 'revision header');
  }
  const onPath = KLAVIYO_CONTRACT.filter((op) => op.path.test(req.path));
  if (!onPath.length) return refuse(404, 'not_found', 'Not found.', `No ${req.method} ${req.path} in revision ${KLAVIYO_REVISION}.`, {}, 'paths');
  const op = onPath.find((o) => o.method === req.method);
  if (!op) return refuse(405, 'method_not_allowed', 'Method not allowed.', `Method "${req.method}" not allowed.`, {}, 'paths');
  if (op.page && req.query['page[size]'] !== undefined) {
    const size = Number(req.query['page[size]']);
    if (!Number.isInteger(size) || size < 1 || size > op.page.max) {
      return refuse(400, 'invalid', 'Invalid input.', `'page[size]' must be an integer from 1 to ${op.page.max}.`, { parameter: 'page[size]' }, `${op.operation} page[size]`);
    }
  }
  if (op.filter || op.filterRequires) {
    const broken = checkFilter(req.query.filter, op);
    if (broken) return refuse(400, 'invalid', 'Invalid filter provided.', broken, { parameter: 'filter' }, `${op.operation} filter`);
  }
  if (op.body) {
    const type = (header(req.headers, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json' && type !== 'application/vnd.api+json') {
      return refuse(415, 'unsupported_media_type', 'Unsupported media type.', `Unsupported media type "${type}" in request.`, {}, 'request media type');
    }
    const broken = checkShape(req.body, op.body, '');
    if (broken) return refuse(400, 'invalid', 'Invalid input.', broken.detail, { pointer: broken.pointer || '/' }, `${op.operation} body`);
  }
  return null;
}

function refuse(status: number, code: string, title: string, detail: string, source: KlaviyoRefusal['source'], rule: string): KlaviyoRefusal {
  return { status, code, title, detail, source, rule };
}

function header(headers: KlaviyoRequest['headers'], name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** One `op(field,value)` of a filter expression; `and(...)` and a top-level comma list combine them. */
export interface Condition {
  op: string;
  field: string;
  /** The value when it is one quoted string. */
  value?: string;
}

/** Why the filter breaks the operation's row, or null. */
export function checkFilter(filter: string | undefined, op: Pick<KlaviyoOperation, 'filter' | 'filterRequires'>): string | null {
  if (filter === undefined || filter === '') return op.filterRequires?.length ? `A filter on ${op.filterRequires.join(', ')} is required.` : null;
  let conditions: Condition[];
  try {
    conditions = parseFilter(filter);
  } catch (err) {
    return `The filter could not be read: ${(err as Error).message}`;
  }
  for (const c of conditions) {
    const allowed = op.filter?.[c.field];
    if (!allowed) return `'${c.field}' is not a valid field for the filter.`;
    if (!allowed.includes(c.op)) return `'${c.op}' operator for filter on field '${c.field}' is not valid. Allowed operators are ${allowed.map((a) => `'${a}'`).join(', ')}.`;
  }
  for (const field of op.filterRequires ?? []) if (!conditions.some((c) => c.field === field)) return `A filter on '${field}' is required.`;
  return null;
}

/** The conditions of a Klaviyo filter expression (`equals(a,"x")`, `and(...)`, comma lists). */
export function parseFilter(filter: string): Condition[] {
  let i = 0;
  const out: Condition[] = [];
  const skip = () => {
    while (filter[i] === ' ') i++;
  };
  const word = (): string => {
    const m = /^[A-Za-z_][A-Za-z0-9_.-]*/.exec(filter.slice(i));
    if (!m) throw new Error(`a name was expected at ${i}`);
    i += m[0].length;
    return m[0];
  };
  const value = (): string | undefined => {
    skip();
    const ch = filter[i];
    if (ch === '"' || ch === "'") {
      const end = filter.indexOf(ch, i + 1);
      if (end < 0) throw new Error('an unclosed string');
      const text = filter.slice(i + 1, end);
      i = end + 1;
      return text;
    } else if (ch === '[') {
      i++;
      for (;;) {
        skip();
        if (filter[i] === ']') break;
        value();
        skip();
        if (filter[i] === ',') i++;
        else if (filter[i] !== ']') throw new Error(`a list was not closed at ${i}`);
      }
      i++;
    } else {
      const m = /^[^,)\]]+/.exec(filter.slice(i));
      if (!m) throw new Error(`a value was expected at ${i}`);
      i += m[0].length;
    }
    return undefined;
  };
  const expr = (): void => {
    skip();
    const name = word();
    if (filter[i] !== '(') throw new Error(`"(" was expected after ${name}`);
    i++;
    if (name === 'and' || name === 'or' || name === 'not') {
      for (;;) {
        expr();
        skip();
        if (filter[i] === ',') i++;
        else break;
      }
    } else {
      skip();
      const field = word();
      skip();
      if (filter[i] !== ',') throw new Error(`"," was expected after ${field}`);
      i++;
      out.push({ op: name, field, value: value() });
    }
    skip();
    if (filter[i] !== ')') throw new Error(`")" was expected at ${i}`);
    i++;
  };
  for (;;) {
    expr();
    skip();
    if (i >= filter.length) break;
    if (filter[i] !== ',') throw new Error(`unexpected "${filter[i]}" at ${i}`);
    i++;
  }
  return out;
}
