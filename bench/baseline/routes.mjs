// The baseline's reads: for each product path, the queries the product runs per request (the
// session's user, then the tenant-scoped read), answered in the product's JSON shape.
// Keep in step with the committed migrations (backend/src/database/migrations/) and the DTOs.

// What the product reads for every request with a live session (the session store's `get`, backend/src/auth/session-store.ts):
// the session row, as connect-pg-simple reads it, joined with its active user, in one query.
const SESSION_USER_SQL =
  'SELECT u.id, u.email, u.first_name, u.last_name, u.role, u.organization_id, u.is_active, u.pending_setup, u.last_login, u.created_at, u.updated_at ' +
  'FROM "session" s JOIN users u ON u.id = CASE WHEN s.sess #>> \'{passport,user}\' ~ \'^[0-9]{1,9}$\' THEN (s.sess #>> \'{passport,user}\')::int END ' +
  'WHERE s.sid = $1 AND s.expire >= to_timestamp($2) AND u.is_active = true LIMIT 1';

/** The session's active user, or null (then the product answers 401). */
export async function sessionUser(pool, sid) {
  const { rows } = await pool.query(SESSION_USER_SQL, [sid, Math.ceil(Date.now() / 1000)]);
  return rows[0] ?? null;
}

const moduleDto = (m) => ({
  id: m.id,
  name: m.name,
  description: m.description,
  category: m.category,
  fields: m.fields,
  html_content: m.html_content,
  createdAt: m.created_at.toISOString(),
  updatedAt: m.updated_at.toISOString(),
});

/** The list's shape (ModuleSummaryDto): no HTML, no timestamps. */
const moduleSummaryDto = (m) => ({ id: m.id, name: m.name, description: m.description, category: m.category, fields: m.fields });
const CAMPAIGN_TYPES = ['product_spotlight', 'education', 'community', 'promotion', 'news', 'event', 'thought_leadership', 'other'];
const CONCEPT_COLUMNS =
  'id, organization_id, campaign_type, title, core_message, strategic_alignment, target_audience, call_to_action, selected, rejected, ' +
  'scheduled_date::text AS scheduled_date, created_at, generation_id, campaign_id';

const conceptDto = (c) => {
  const a = c.strategic_alignment ?? {};
  return {
    id: c.id,
    campaignType: CAMPAIGN_TYPES.includes(c.campaign_type) ? c.campaign_type : 'other',
    title: c.title,
    coreMessage: c.core_message,
    strategicAlignment: {
      targetSegment: a.targetSegment ?? '',
      journeyPhase: a.journeyPhase ?? '',
      strategicPriority: a.strategicPriority ?? '',
      ...(a.reference ? { reference: a.reference } : {}),
    },
    targetAudience: c.target_audience,
    callToAction: c.call_to_action,
    selected: c.selected,
    rejected: c.rejected,
    scheduledDate: c.scheduled_date ?? null,
    createdAt: c.created_at.toISOString(),
    generationId: c.generation_id,
    organizationId: c.organization_id,
    campaignId: c.campaign_id ?? null,
  };
};
// The brand settings' defaults, from the same shared constants the API uses.
import { BRAND_DEFAULTS } from '../../libs/shared/dist/index.js';

const BRAND_FILE_FIELDS = { brandDeck: 'brandDeck', customerReviews: 'customerReviews', emailStrategy: 'emailStrategyFile' };

function brandSettingsDto(s, files) {
  const out = {
    id: s.id,
    organizationId: s.organization_id,
    name: s.name,
    website_url: s.website_url ?? null,
    typography: { ...BRAND_DEFAULTS.typography, ...s.typography },
    colors: { ...BRAND_DEFAULTS.colors, ...s.colors, customColors: s.colors?.customColors ?? [] },
  };
  for (const [kind, field] of Object.entries(BRAND_FILE_FIELDS)) {
    const f = files.find((x) => x.kind === kind);
    out[field] = f ? { filename: f.filename, mimetype: f.mimetype, size: f.size, textExtracted: f.text_extracted, url: `/api/brand-settings/files/${kind}` } : null;
  }
  return {
    ...out,
    brandGuide: s.brand_guide ?? null,
    emailStrategy: s.email_strategy ?? null,
    businessContext: s.business_context ?? null,
    updatedAt: s.updated_at.toISOString(),
  };
}

// Campaigns: the detail answers the stored module instances (rows in the current form; the API
// reads a legacy row as instances too, which the bench does not seed), with the content of those
// instances in their order (backend/src/campaign/campaign-instances.ts, readModules).
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const isModuleId = (v) => Number.isInteger(v) && v >= 1 && v <= 2_147_483_647;

function campaignModules(c) {
  const seen = new Set();
  const instances = [];
  for (const item of Array.isArray(c.module_instances) ? c.module_instances : []) {
    if (!isObject(item) || typeof item.instanceId !== 'string' || !item.instanceId || !isModuleId(item.moduleId) || seen.has(item.instanceId)) continue;
    seen.add(item.instanceId);
    instances.push({ instanceId: item.instanceId, moduleId: item.moduleId });
  }
  const source = isObject(c.content) ? c.content : {};
  const content = {};
  for (const { instanceId } of instances) {
    const fields = source[instanceId];
    if (isObject(fields)) content[instanceId] = Object.fromEntries(Object.entries(fields).filter(([, t]) => typeof t === 'string'));
  }
  return { moduleInstances: instances, moduleOrder: instances.map((i) => i.moduleId), content };
}

const campaignDto = (c) => {
  const modules = campaignModules(c);
  return {
    id: c.id,
    name: c.name,
    subject: c.subject,
    previewText: c.preview_text,
    goal: c.goal,
    subjectLineOptions: Array.isArray(c.subject_line_options) ? c.subject_line_options : [],
    previewTextOptions: Array.isArray(c.preview_text_options) ? c.preview_text_options : [],
    content: modules.content,
    moduleOrder: modules.moduleOrder,
    moduleInstances: modules.moduleInstances,
    createdAt: c.created_at.toISOString(),
    organizationId: c.organization_id,
  };
};

/** Each handler returns the JSON body, `null` for 404, or `{ status, body }` for other answers. */
export const routes = [
  {
    method: 'GET',
    path: '/api/modules',
    pattern: /^\/api\/modules$/,
    async handle({ pool, user }) {
      if (!user.organization_id) return { status: 403, body: { statusCode: 403, message: 'No organization' } };
      const { rows } = await pool.query('SELECT id, name, description, category, fields FROM modules WHERE organization_id = $1 ORDER BY id ASC', [user.organization_id]);
      return rows.map(moduleSummaryDto);
    },
  },
  {
    method: 'GET',
    path: '/api/modules/{id}',
    pattern: /^\/api\/modules\/(?<id>\d+)$/,
    async handle({ pool, user, params }) {
      if (!user.organization_id) return { status: 403, body: { statusCode: 403, message: 'No organization' } };
      const { rows } = await pool.query('SELECT * FROM modules WHERE id = $1 AND organization_id = $2 LIMIT 1', [Number(params.id), user.organization_id]);
      return rows[0] ? moduleDto(rows[0]) : null;
    },
  },
  {
    method: 'GET',
    path: '/api/email-concepts',
    pattern: /^\/api\/email-concepts$/,
    async handle({ pool, user }) {
      if (!user.organization_id) return { status: 403, body: { statusCode: 403, message: 'No organization' } };
      const { rows } = await pool.query(`SELECT ${CONCEPT_COLUMNS} FROM email_concepts WHERE organization_id = $1 ORDER BY id ASC`, [user.organization_id]);
      return rows.map(conceptDto);
    },
  },
  {
    method: 'GET',
    path: '/api/email-concepts/{id}',
    pattern: /^\/api\/email-concepts\/(?<id>\d+)$/,
    async handle({ pool, user, params }) {
      if (!user.organization_id) return { status: 403, body: { statusCode: 403, message: 'No organization' } };
      const { rows } = await pool.query(`SELECT ${CONCEPT_COLUMNS} FROM email_concepts WHERE id = $1 AND organization_id = $2 LIMIT 1`, [Number(params.id), user.organization_id]);
      return rows[0] ? conceptDto(rows[0]) : null;
    },
  },
  {
    method: 'GET',
    path: '/api/campaigns',
    pattern: /^\/api\/campaigns$/,
    async handle({ pool, user }) {
      if (!user.organization_id) return { status: 403, body: { statusCode: 403, message: 'No organization' } };
      const { rows } = await pool.query('SELECT id, name, subject, goal, created_at FROM campaigns WHERE organization_id = $1 ORDER BY created_at DESC, id DESC', [
        user.organization_id,
      ]);
      return rows.map((c) => ({ id: c.id, name: c.name, subject: c.subject, goal: c.goal, createdAt: c.created_at.toISOString() }));
    },
  },
  {
    method: 'GET',
    path: '/api/campaigns/{id}',
    pattern: /^\/api\/campaigns\/(?<id>\d+)$/,
    async handle({ pool, user, params }) {
      if (!user.organization_id) return { status: 403, body: { statusCode: 403, message: 'No organization' } };
      const { rows } = await pool.query(
        'SELECT id, organization_id, name, subject, preview_text, goal, subject_line_options, preview_text_options, content, module_instances, created_at FROM campaigns WHERE id = $1 AND organization_id = $2 LIMIT 1',
        [Number(params.id), user.organization_id],
      );
      return rows[0] ? campaignDto(rows[0]) : null;
    },
  },
  {
    method: 'GET',
    path: '/api/brand-settings',
    pattern: /^\/api\/brand-settings$/,
    async handle({ pool, user }) {
      if (!user.organization_id) return { status: 403, body: { statusCode: 403, message: 'No organization' } };
      const { rows } = await pool.query(
        'SELECT id, organization_id, name, website_url, typography, colors, brand_guide, email_strategy, business_context, updated_at FROM brand_settings WHERE organization_id = $1 LIMIT 1',
        [user.organization_id],
      );
      if (!rows[0]) return [];
      const files = await pool.query('SELECT kind, filename, mimetype, size, text_extracted FROM brand_files WHERE organization_id = $1', [user.organization_id]);
      return [brandSettingsDto(rows[0], files.rows)];
    },
  },
];

export function hasBaseline(path) {
  return routes.some((r) => r.path === path);
}
