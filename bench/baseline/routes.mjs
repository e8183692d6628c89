// The baseline's reads: for each product path, the queries the product runs per request (the
// session's user, then the tenant-scoped read), answered in the product's JSON shape.
// Keep in step with the committed migrations (backend/src/database/migrations/) and the DTOs;
// `node bench/baseline/check.mjs` compares every answer with the API's.
//
// A list read is measured as the bench calls it: the bare path, without paging parameters, which
// answers every row and no X-Total-Count (so no count query on either side).

// The defaults and normalisations the API answers with, from the same shared code.
import { BRAND_DEFAULTS, CAMPAIGN_TYPES, isRowId, normalizeCampaignType, normalizeEmailLanguage, regionCode, regionsOf, strategicAlignmentObject } from '../../libs/shared/dist/index.js';

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
const CONCEPT_COLUMNS =
  'id, organization_id, campaign_type, title, core_message, strategic_alignment, target_audience, call_to_action, selected, rejected, ' +
  'scheduled_date::text AS scheduled_date, created_at, generation_id, campaign_id, version';

const conceptDto = (c) => {
  const a = strategicAlignmentObject(c.strategic_alignment) ?? {};
  return {
    id: c.id,
    campaignType: normalizeCampaignType(c.campaign_type),
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
    version: c.version,
  };
};

const BRAND_FILE_FIELDS = { brandDeck: 'brandDeck', customerReviews: 'customerReviews', emailStrategy: 'emailStrategyFile' };

function brandSettingsDto(s, files) {
  const out = {
    id: s.id,
    organizationId: s.organization_id,
    name: s.name,
    website_url: s.website_url ?? null,
    language: normalizeEmailLanguage(s.language),
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
    countries: s.countries ?? [],
    regions: Object.entries(regionsOf(s.countries ?? [], s.regions)).map(([country, region]) => regionCode(country, region)),
    updatedAt: s.updated_at.toISOString(),
  };
}

// Campaigns: the detail answers the stored module instances (rows in the current form; the API
// reads a legacy row as instances too, which the bench does not seed), with the content of those
// instances in their order (backend/src/campaign/campaign-instances.ts, readModules).
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

function campaignModules(c) {
  const seen = new Set();
  const instances = [];
  for (const item of Array.isArray(c.module_instances) ? c.module_instances : []) {
    if (!isObject(item) || typeof item.instanceId !== 'string' || !item.instanceId || !isRowId(item.moduleId) || seen.has(item.instanceId)) continue;
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
    version: c.version,
    status: c.status,
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
      const { rows } = await pool.query('SELECT id, name, subject, goal, created_at, status FROM campaigns WHERE organization_id = $1 ORDER BY created_at DESC, id DESC', [
        user.organization_id,
      ]);
      return rows.map((c) => ({ id: c.id, name: c.name, subject: c.subject, goal: c.goal, createdAt: c.created_at.toISOString(), status: c.status }));
    },
  },
  {
    method: 'GET',
    path: '/api/campaigns/{id}',
    pattern: /^\/api\/campaigns\/(?<id>\d+)$/,
    async handle({ pool, user, params }) {
      if (!user.organization_id) return { status: 403, body: { statusCode: 403, message: 'No organization' } };
      const { rows } = await pool.query(
        'SELECT id, organization_id, name, subject, preview_text, goal, subject_line_options, preview_text_options, content, module_order, module_instances, created_at, version, status FROM campaigns WHERE id = $1 AND organization_id = $2 LIMIT 1',
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
        'SELECT id, organization_id, name, website_url, language, typography, colors, brand_guide, email_strategy, business_context, countries, regions, updated_at FROM brand_settings WHERE organization_id = $1 LIMIT 1',
        [user.organization_id],
      );
      if (!rows[0]) return [];
      const files = await pool.query('SELECT kind, filename, mimetype, size, text_extracted FROM brand_files WHERE organization_id = $1', [user.organization_id]);
      return [brandSettingsDto(rows[0], files.rows)];
    },
  },
  {
    method: 'GET',
    path: '/api/email-concepts/counts',
    pattern: /^\/api\/email-concepts\/counts$/,
    // the three counts per category in one grouped query
    async handle({ pool, user }) {
      if (!user.organization_id) return { status: 403, body: { statusCode: 403, message: 'No organization' } };
      const { rows } = await pool.query(
        'SELECT campaign_type, count(*)::int AS total, (count(*) FILTER (WHERE selected AND NOT rejected))::int AS selected, (count(*) FILTER (WHERE rejected))::int AS rejected ' +
          'FROM email_concepts WHERE organization_id = $1 GROUP BY campaign_type',
        [user.organization_id],
      );
      const counts = new Map(CAMPAIGN_TYPES.map((t) => [t, { campaignType: t, total: 0, selected: 0, rejected: 0 }]));
      for (const r of rows) {
        const c = counts.get(normalizeCampaignType(r.campaign_type));
        c.total += r.total;
        c.selected += r.selected;
        c.rejected += r.rejected;
      }
      return [...counts.values()];
    },
  },
  {
    method: 'GET',
    path: '/api/activity',
    pattern: /^\/api\/activity$/,
    // the first page, newest first (50 entries without `limit`)
    async handle({ pool, user }) {
      if (!user.organization_id) return { status: 403, body: { statusCode: 403, message: 'No organization' } };
      const { rows } = await pool.query(
        'SELECT id, actor_kind, actor_user_id, actor_name, subject_type, subject_id, subject_name, action, detail, created_at FROM activities WHERE organization_id = $1 ORDER BY id DESC LIMIT 50',
        [user.organization_id],
      );
      return rows.map((r) => ({
        id: r.id,
        actor: { kind: r.actor_kind, userId: r.actor_user_id ?? null, name: r.actor_name },
        subjectType: r.subject_type,
        subjectId: r.subject_id ?? null,
        subjectName: r.subject_name ?? null,
        action: r.action,
        detail: r.detail ?? null,
        createdAt: r.created_at.toISOString(),
      }));
    },
  },
  {
    method: 'GET',
    path: '/api/members',
    pattern: /^\/api\/members$/,
    async handle({ pool, user }) {
      if (!user.organization_id) return { status: 403, body: { statusCode: 403, message: 'No organization' } };
      const { rows } = await pool.query(
        'SELECT id, email, first_name, last_name, role, last_login, created_at FROM users WHERE organization_id = $1 AND is_active = true ORDER BY created_at ASC, id ASC',
        [user.organization_id],
      );
      return rows.map((m) => ({
        id: m.id,
        email: m.email,
        firstName: m.first_name,
        lastName: m.last_name,
        role: m.role,
        lastLogin: m.last_login ? m.last_login.toISOString() : null,
        createdAt: m.created_at.toISOString(),
      }));
    },
  },
  {
    method: 'GET',
    path: '/api/invitations',
    pattern: /^\/api\/invitations$/,
    // pending ones, newest first, with the name of the member who invited (one query)
    async handle({ pool, user }) {
      if (!user.organization_id) return { status: 403, body: { statusCode: 403, message: 'No organization' } };
      const { rows } = await pool.query(
        'SELECT i.id, i.email, i.role, i.expires_at, i.created_at, u.first_name, u.last_name FROM invitations i ' +
          'LEFT JOIN users u ON u.id = i.invited_by_id AND u.organization_id = i.organization_id AND u.is_active = true ' +
          "WHERE i.organization_id = $1 AND i.status = 'pending' ORDER BY i.created_at DESC, i.id DESC",
        [user.organization_id],
      );
      const now = Date.now();
      return rows.map((r) => ({
        id: r.id,
        email: r.email,
        role: r.role,
        status: r.expires_at.getTime() <= now ? 'expired' : 'pending',
        invitedBy: r.first_name == null ? null : `${r.first_name} ${r.last_name}`.trim(),
        expiresAt: r.expires_at.toISOString(),
        createdAt: r.created_at.toISOString(),
      }));
    },
  },
  ...['feed', 'share'].map((kind) => ({
    method: 'GET',
    path: `/api/calendar-${kind}s`,
    pattern: new RegExp(`^/api/calendar-${kind}s$`),
    async handle({ pool, user }) {
      if (!user.organization_id) return { status: 403, body: { statusCode: 403, message: 'No organization' } };
      const { rows } = await pool.query('SELECT id, label, created_at, expires_at FROM calendar_links WHERE organization_id = $1 AND kind = $2 ORDER BY created_at DESC, id DESC', [
        user.organization_id,
        kind,
      ]);
      const now = Date.now();
      return rows.map((r) => {
        const feed = { id: r.id, label: r.label ?? null, createdAt: r.created_at.toISOString() };
        if (kind === 'feed') return feed;
        const expiresAt = r.expires_at ?? new Date(0);
        return { ...feed, expiresAt: expiresAt.toISOString(), expired: expiresAt.getTime() <= now };
      });
    },
  })),
  {
    method: 'GET',
    path: '/api/calendar/placeholders',
    pattern: /^\/api\/calendar\/placeholders$/,
    async handle({ pool, user }) {
      if (!user.organization_id) return { status: 403, body: { statusCode: 403, message: 'No organization' } };
      const { rows } = await pool.query('SELECT id, date::text AS date, campaign_type, note, created_at FROM calendar_placeholders WHERE organization_id = $1 ORDER BY date ASC, id ASC', [
        user.organization_id,
      ]);
      return rows.map((p) => ({ id: p.id, date: p.date, campaignType: normalizeCampaignType(p.campaign_type), note: p.note, createdAt: p.created_at.toISOString() }));
    },
  },
  {
    method: 'GET',
    path: '/api/connections',
    pattern: /^\/api\/connections$/,
    // never the key: its last four characters
    async handle({ pool, user }) {
      if (!user.organization_id) return { status: 403, body: { statusCode: 403, message: 'No organization' } };
      const { rows } = await pool.query(
        'SELECT service, key_last4, data_center, account_name, last_tested_at, created_at, updated_at FROM email_connections WHERE organization_id = $1 ORDER BY service ASC',
        [user.organization_id],
      );
      return rows.map((r) => ({
        service: r.service,
        keyLast4: r.key_last4,
        dataCenter: r.data_center ?? null,
        accountName: r.account_name ?? null,
        lastTestedAt: r.last_tested_at ? r.last_tested_at.toISOString() : null,
        createdAt: r.created_at.toISOString(),
        updatedAt: r.updated_at.toISOString(),
      }));
    },
  },
];

export function hasBaseline(path) {
  return routes.some((r) => r.path === path);
}
