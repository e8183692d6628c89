// The baseline's reads: for each product path, the queries the product runs per request (the
// session user, then the tenant-scoped read), answered in the product's JSON shape.
// Keep in step with the committed migrations (backend/src/database/migrations/) and the DTOs.

// What the product's deserializeUser loads for every request (AuthService.findSessionUser).
const USER_SQL =
  'SELECT id, email, first_name, last_name, role, organization_id, is_active, pending_setup, last_login, created_at, updated_at ' +
  'FROM users WHERE id = $1 AND is_active = true LIMIT 1';

async function sessionUser(pool, userId) {
  const { rows } = await pool.query(USER_SQL, [Number(userId)]);
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

/** Each handler returns the JSON body, `null` for 404, or `{ status, body }` for other answers. */
export const routes = [
  {
    method: 'GET',
    path: '/api/modules',
    pattern: /^\/api\/modules$/,
    async handle({ pool, userId }) {
      const user = await sessionUser(pool, userId);
      if (!user?.organization_id) return { status: 403, body: { statusCode: 403, message: 'No organization' } };
      const { rows } = await pool.query('SELECT * FROM modules WHERE organization_id = $1 ORDER BY id ASC', [user.organization_id]);
      return rows.map(moduleDto);
    },
  },
  {
    method: 'GET',
    path: '/api/modules/{id}',
    pattern: /^\/api\/modules\/(?<id>\d+)$/,
    async handle({ pool, userId, params }) {
      const user = await sessionUser(pool, userId);
      if (!user?.organization_id) return { status: 403, body: { statusCode: 403, message: 'No organization' } };
      const { rows } = await pool.query('SELECT * FROM modules WHERE id = $1 AND organization_id = $2 LIMIT 1', [Number(params.id), user.organization_id]);
      return rows[0] ? moduleDto(rows[0]) : null;
    },
  },
];

export function hasBaseline(path) {
  return routes.some((r) => r.path === path);
}
