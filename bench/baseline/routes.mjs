// The baseline's reads: for each product path, the queries the product runs per request (the
// session's user, then the tenant-scoped read), answered in the product's JSON shape.
// Keep in step with the committed migrations (backend/src/database/migrations/) and the DTOs.

// What the product reads for every request with a live session (AuthService.findUserOfSession):
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

/** Each handler returns the JSON body, `null` for 404, or `{ status, body }` for other answers. */
export const routes = [
  {
    method: 'GET',
    path: '/api/modules',
    pattern: /^\/api\/modules$/,
    async handle({ pool, user }) {
      if (!user.organization_id) return { status: 403, body: { statusCode: 403, message: 'No organization' } };
      const { rows } = await pool.query('SELECT * FROM modules WHERE organization_id = $1 ORDER BY id ASC', [user.organization_id]);
      return rows.map(moduleDto);
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
];

export function hasBaseline(path) {
  return routes.some((r) => r.path === path);
}
