// API throughput: which reads to measure (from the OpenAPI document) and autocannon runs.
import autocannon from 'autocannon';

const SKIP = [/^\/api\/health/, /^\/api\/docs/];

function responseSchema(op) {
  const ok = op.responses?.['200'] ?? op.responses?.['201'];
  return ok?.content?.['application/json']?.schema;
}

function resolve(doc, schema) {
  let s = schema;
  for (let i = 0; s?.$ref && i < 10; i++) {
    s = s.$ref.split('/').slice(1).reduce((o, k) => o?.[k], doc);
  }
  return s;
}

/**
 * The list and detail reads in the document: GET operations that return an array (list) or take
 * exactly one path parameter (detail). Everything else (the current user, provider lists, health)
 * is returned under `others` so the table can say it was left out.
 */
export function readsFromDocument(doc) {
  const reads = [];
  const others = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const op = item.get;
    if (!op || SKIP.some((re) => re.test(path))) continue;
    const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const schema = resolve(doc, responseSchema(op));
    if (params.length === 0 && schema?.type === 'array') reads.push({ path, kind: 'list', operationId: op.operationId });
    // A detail read answers JSON for the row its path ends with (a route serving file bytes, or
    // work done on a row such as `/api/campaigns/{id}/export`, is not one).
    else if (params.length === 1 && schema && path.endsWith(`/{${params[0]}}`)) reads.push({ path, kind: 'detail', param: params[0], operationId: op.operationId });
    else others.push({ path, operationId: op.operationId });
  }
  reads.sort((a, b) => a.path.localeCompare(b.path));
  return { reads, others };
}

/** The list a detail path belongs to: `/api/modules/{id}` → `/api/modules`. */
export function listPathFor(detailPath) {
  return detailPath.replace(/\/\{\w+\}$/, '');
}

/**
 * One autocannon run. `paths` is one path or several that the connections cycle through (the
 * detail reads spread over many rows).
 */
export async function cannon({ baseUrl, paths, cookie, connections, duration }) {
  const list = Array.isArray(paths) ? paths : [paths];
  let i = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    headers: { cookie, accept: 'application/json' },
    requests: [
      {
        method: 'GET',
        setupRequest(req) {
          req.path = list[i++ % list.length];
          return req;
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
