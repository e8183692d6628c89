// Reads the OpenAPI document and derives test cases from it, so a new endpoint is covered
// without new test code.
export type Schema = Record<string, any>;
export type Doc = Record<string, any>;

export interface Operation {
  method: string; // upper case
  path: string; // OpenAPI form: /api/modules/{id}
  operationId?: string;
  pathParams: string[];
  /** Path parameters that name one of a fixed set (e.g. a file kind), not a row: their values. */
  pathEnums: Record<string, string[]>;
  requestSchema?: Schema;
  multipart?: Schema;
  responseSchema?: Schema;
  /** The permission of the table the route needs (`x-permission`), e.g. `content.write`. */
  permission?: string;
  /** `public` or `signed-in` (`x-access`) for a route that needs no permission. */
  access?: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Routes anyone may call without a session. */
export const PUBLIC_ROUTES: RegExp[] = [
  /^\/api\/auth\/register$/,
  /^\/api\/auth\/login$/,
  /^\/api\/health(\/|$)/,
  /^\/api\/docs(\/|-json|-yaml|$)/,
  // the demo model's placeholder images, fetched by email clients without a session
  /^\/api\/demo-images\//,
  // the calendar's secret feed and share addresses (a token, not a session)
  /^\/api\/calendar-feeds\/\{token\}\.ics$/,
  /^\/api\/shared-calendars\/\{token\}$/,
];
export const isPublic = (path: string) => PUBLIC_ROUTES.some((re) => re.test(path));
/** A route anyone may call without a session: listed above, or documented `x-access: public` (token links). */
export const isPublicOp = (op: Pick<Operation, 'path' | 'access'>) => op.access === 'public' || isPublic(op.path);

export function resolve(doc: Doc, schema: Schema | undefined, depth = 0): Schema | undefined {
  if (!schema || depth > 20) return schema;
  if (schema.$ref) {
    const target = schema.$ref
      .split('/')
      .slice(1)
      .reduce((o: any, k: string) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    const { $ref: _ignored, ...rest } = schema;
    return resolve(doc, { ...target, ...rest }, depth + 1);
  }
  if (schema.allOf) {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf.map((s: Schema) => resolve(doc, s, depth + 1))) {
      Object.assign(merged.properties, part?.properties ?? {});
      merged.required.push(...(part?.required ?? []));
    }
    const { allOf: _a, ...rest } = schema;
    return { ...merged, ...rest, properties: { ...merged.properties, ...(rest.properties ?? {}) } };
  }
  return schema;
}

export function operations(doc: Doc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths ?? {})) {
    for (const m of METHODS) {
      const op = item[m];
      if (!op) continue;
      const content = op.requestBody?.content ?? {};
      const ok = Object.entries<any>(op.responses ?? {}).find(([code]) => code.startsWith('2'))?.[1];
      ops.push({
        method: m.toUpperCase(),
        path,
        operationId: op.operationId,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((x) => x[1]),
        pathEnums: Object.fromEntries(
          [...(op.parameters ?? []), ...(item.parameters ?? [])]
            .filter((prm: any) => prm.in === 'path' && Array.isArray(resolve(doc, prm.schema)?.enum))
            .map((prm: any) => [prm.name, resolve(doc, prm.schema)!.enum]),
        ),
        requestSchema: resolve(doc, content['application/json']?.schema),
        multipart: resolve(doc, content['multipart/form-data']?.schema),
        responseSchema: resolve(doc, ok?.content?.['application/json']?.schema),
        permission: op['x-permission'],
        access: op['x-access'],
      });
    }
  }
  return ops.sort((a, b) => (a.path + a.method).localeCompare(b.path + b.method));
}

export const label = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

/** `/api/modules/{id}` with the given values (one value fills every parameter when a string). */
export function fillPath(path: string, values: Record<string, string | number> | string | number): string {
  return path.replace(/\{(\w+)\}/g, (_m, name) => encodeURIComponent(String(typeof values === 'object' ? values[name] : values)));
}

/** The OpenAPI path matching a concrete path (`/api/modules/12` → `/api/modules/{id}`). */
export function toOpenApiPath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, '{$1}');
}

/**
 * A body that satisfies the schema: the schema's `example` when there is one, otherwise one made
 * from types, formats, enums and length limits. `seed` makes strings unique.
 */
export function exampleFor(doc: Doc, schema: Schema | undefined, seed = 'x', depth = 0): any {
  const s = resolve(doc, schema);
  if (!s || depth > 6) return undefined;
  if (s.example !== undefined) return structuredClone(s.example);
  // an empty list as default would leave the items' own rules untested: make one item instead
  const emptyListDefault = Array.isArray(s.default) && s.default.length === 0 && resolve(doc, s.items)?.properties;
  if (s.default !== undefined && !emptyListDefault) return structuredClone(s.default);
  if (s.enum) return s.enum[0];
  if (s.oneOf || s.anyOf) return exampleFor(doc, (s.oneOf ?? s.anyOf)[0], seed, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  switch (type) {
    case 'string': {
      if (s.format === 'email') return `${seed.replace(/\W/g, '')}@example.com`;
      if (s.format === 'date-time') return new Date().toISOString();
      if (s.format === 'date') return new Date().toISOString().slice(0, 10);
      const min = s.minLength ?? 1;
      const max = s.maxLength ?? 40;
      let v = `${seed} text`;
      while (v.length < min) v += ' more';
      return v.slice(0, Math.max(min, Math.min(max, v.length)));
    }
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'array': {
      const n = Math.max(1, s.minItems ?? 1);
      return Array.from({ length: n }, (_v, i) => exampleFor(doc, s.items, `${seed}${i}`, depth + 1));
    }
    default: {
      if (!s.properties) return type === 'object' ? {} : undefined;
      const out: Record<string, any> = {};
      for (const [k, p] of Object.entries<Schema>(s.properties)) {
        const required = (s.required ?? []).includes(k);
        const ps = resolve(doc, p);
        // optional lists of objects are filled too, so the rules of their items get exercised
        const listOfObjects = ps?.type === 'array' && resolve(doc, ps.items)?.properties;
        if (!required && ps?.example === undefined && !listOfObjects) continue;
        out[k] = exampleFor(doc, p, `${seed}-${k}`, depth + 1);
      }
      return out;
    }
  }
}

const isStringSchema = (s: Schema | undefined) => s?.type === 'string' || (Array.isArray(s?.type) && s!.type.includes('string'));

/** A string value with a NUL inside (the generated value's text when there is one). */
const withNul = (value: unknown) => `${typeof value === 'string' && value ? value.slice(0, 3) : 'x'}\u0000y`;

/** JSON text of about 2 KB: `field` holding lists nested 1,000 deep. */
const deeplyNested = (field: string, levels = 1000) => `{${JSON.stringify(field)}:${'['.repeat(levels)}${']'.repeat(levels)}}`;

export interface BadCase {
  name: string;
  body?: unknown;
  raw?: string;
  contentType?: string;
  /** Statuses that count as a correct refusal. */
  accept: number[];
}

function wrongValueFor(s: Schema | undefined): unknown {
  const type = Array.isArray(s?.type) ? s!.type.find((t: string) => t !== 'null') : s?.type;
  switch (type) {
    case 'array':
      return 'not-an-array';
    case 'object':
      return 'not-an-object';
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'not-a-boolean';
    default:
      return { not: 'a string' };
  }
}

const setAt = (obj: any, path: (string | number)[], value: unknown, remove = false) => {
  const copy = structuredClone(obj);
  let cur = copy;
  for (const k of path.slice(0, -1)) cur = cur[k];
  const last = path[path.length - 1];
  if (remove) delete cur[last];
  else cur[last] = value;
  return copy;
};

/**
 * Bodies that break the schema: each required field missing, each field of the wrong type,
 * each string one over its maxLength, an unknown field, a non-object body, malformed JSON and a
 * huge payload. Walks into nested objects and the first item of arrays of objects.
 */
export function badBodies(doc: Doc, schema: Schema, base: any): BadCase[] {
  const cases: BadCase[] = [];
  const walk = (s: Schema | undefined, value: any, at: (string | number)[], depth: number) => {
    const r = resolve(doc, s);
    if (!r || depth > 3 || value === null || typeof value !== 'object') return;
    if (r.type === 'array' || Array.isArray(value)) {
      if (Array.isArray(value) && value.length) walk(r.items, value[0], [...at, 0], depth + 1);
      return;
    }
    for (const [k, p] of Object.entries<Schema>(r.properties ?? {})) {
      const ps = resolve(doc, p);
      const where = [...at, k].join('.');
      if ((r.required ?? []).includes(k)) cases.push({ name: `missing required ${where}`, body: setAt(base, [...at, k], undefined, true), accept: [400] });
      cases.push({ name: `wrong type for ${where}`, body: setAt(base, [...at, k], wrongValueFor(ps)), accept: [400] });
      if (ps?.maxLength !== undefined && (ps.type === 'string' || ps.type === undefined)) {
        cases.push({ name: `${where} one over maxLength ${ps.maxLength}`, body: setAt(base, [...at, k], 'x'.repeat(ps.maxLength + 1)), accept: [400] });
      }
      // Postgres stores no NUL: a string holding one is refused, never a 503 "outage" or a 500
      if (isStringSchema(ps)) cases.push({ name: `NUL in ${where}`, body: setAt(base, [...at, k], withNul(value[k])), accept: [400] });
      else if (ps?.type === 'array' && isStringSchema(resolve(doc, ps.items))) {
        cases.push({ name: `NUL in ${where}.0`, body: setAt(base, [...at, k], [withNul(Array.isArray(value[k]) ? value[k][0] : undefined)]), accept: [400] });
      }
      if (value[k] !== undefined) walk(ps, value[k], [...at, k], depth + 1);
    }
    if (r.properties) cases.push({ name: `unknown field at ${at.join('.') || 'top level'}`, body: setAt(base, [...at, 'unexpectedField'], 'surprise'), accept: [400] });
  };
  walk(schema, base, [], 0);
  cases.push({ name: 'body is an array', body: [base], accept: [400] });
  cases.push({ name: 'body is a string', raw: '"just a string"', contentType: 'application/json', accept: [400] });
  cases.push({ name: 'malformed JSON', raw: '{"name": ', contentType: 'application/json', accept: [400] });
  // a small body nested 1,000 deep once exhausted the validators' stack (500): the nesting goes
  // into a field the validators walk into (a list or an object) when the body has one
  const props = Object.entries<Schema>(resolve(doc, schema)?.properties ?? {});
  const nestedField = (props.find(([, p]) => ['array', 'object'].includes(resolve(doc, p)?.type) || !!resolve(doc, p)?.properties) ?? props[0])?.[0] ?? 'name';
  cases.push({ name: `body nested 1,000 deep (in ${nestedField})`, raw: deeplyNested(nestedField), contentType: 'application/json', accept: [400] });
  const firstString = Object.entries<Schema>(resolve(doc, schema)?.properties ?? {}).find(([, p]) => resolve(doc, p)?.type === 'string')?.[0] ?? 'name';
  cases.push({ name: 'huge payload (8 MB)', body: { ...(typeof base === 'object' ? base : {}), [firstString]: 'x'.repeat(8 * 1024 * 1024) }, accept: [400, 413] });
  return cases;
}

/** Prefixes the top-level free-text strings of a body with `marker` (within their maxLength). */
export function markStrings(doc: Doc, schema: Schema | undefined, body: any, marker: string): any {
  const s = resolve(doc, schema);
  if (!s?.properties || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out = { ...body };
  for (const [k, p] of Object.entries<Schema>(s.properties)) {
    const ps = resolve(doc, p);
    if (typeof out[k] !== 'string' || ps?.enum || ps?.format || ps?.pattern) continue;
    out[k] = `${marker} ${out[k]}`.slice(0, ps?.maxLength ?? 10_000);
  }
  return out;
}

export interface MultipartCase {
  name: string;
  form: FormData;
  accept: number[];
}

const isBinary = (doc: Doc, p: Schema) => {
  const s = resolve(doc, p);
  return s?.format === 'binary' || resolve(doc, s?.items)?.format === 'binary';
};

/**
 * Multipart bodies that break the schema: each required field missing, numbers that are not
 * numbers, strings over maxLength, a file under a field name the schema does not know.
 */
export function badMultipart(doc: Doc, schema: Schema): MultipartCase[] {
  const s = resolve(doc, schema) ?? {};
  const props = Object.entries<Schema>(s.properties ?? {});
  const valid: Record<string, string> = {};
  for (const [k, p] of props) {
    if (isBinary(doc, p) || !(s.required ?? []).includes(k)) continue;
    const v = exampleFor(doc, p, k);
    valid[k] = typeof v === 'string' ? v : JSON.stringify(v);
  }
  const form = (fields: Record<string, string>, extra?: (f: FormData) => void) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    extra?.(f);
    return f;
  };
  const cases: MultipartCase[] = [];
  for (const k of Object.keys(valid)) {
    const { [k]: _gone, ...rest } = valid;
    cases.push({ name: `missing required ${k}`, form: form(rest), accept: [400] });
  }
  for (const [k, p] of props) {
    const ps = resolve(doc, p);
    if (ps?.type === 'number' || ps?.type === 'integer') cases.push({ name: `${k} not a number`, form: form({ ...valid, [k]: 'not-a-number' }), accept: [400] });
    if (ps?.maxLength !== undefined) cases.push({ name: `${k} one over maxLength`, form: form({ ...valid, [k]: 'x'.repeat(ps.maxLength + 1) }), accept: [400] });
  }
  for (const [k, p] of props) {
    if (isBinary(doc, p)) continue;
    cases.push({ name: `NUL in ${k}`, form: form({ ...valid, [k]: withNul(valid[k]) }), accept: [400] });
  }
  // a field that takes JSON text (an object or a list) nested 1,000 deep
  const structured = props.find(([, p]) => !isBinary(doc, p) && (['object', 'array'].includes(resolve(doc, p)?.type) || !!resolve(doc, p)?.properties))?.[0];
  if (structured) cases.push({ name: `${structured} nested 1,000 deep`, form: form({ ...valid, [structured]: `${'['.repeat(1000)}${']'.repeat(1000)}` }), accept: [400] });
  cases.push({
    name: 'a file under an unknown field name',
    form: form(valid, (f) => f.append('unexpectedFile', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt')),
    accept: [400],
  });
  return cases;
}

/** A body field that names another row by id, e.g. `moduleId`, `moduleIds`, `moduleInstances.0.moduleId`. */
export interface ReferenceField {
  /** Where in the body: property names and array indexes (0 for the first item of a list). */
  at: (string | number)[];
  /** The property name, e.g. `moduleIds`. */
  name: string;
  /** What it names, from the name: `module`, `campaign`, `emailConcept`. */
  target: string;
  /** A list of ids (`moduleIds`) rather than one id. */
  many: boolean;
}

const REFERENCE = /^(\w+?)(Id|Ids)$/;
const isIntegerSchema = (s: Schema | undefined) => s?.type === 'integer' || s?.type === 'number' || (Array.isArray(s?.type) && (s!.type.includes('integer') || s!.type.includes('number')));

/**
 * Every field of a request schema whose name says it holds another row's id (`…Id` holding a
 * number, `…Ids` holding a list of numbers), at any depth, inside objects and the items of lists.
 * Derived from the document: a new endpoint's references are found with no new test code.
 */
export function referenceFields(doc: Doc, schema: Schema | undefined): ReferenceField[] {
  const out: ReferenceField[] = [];
  const walk = (s: Schema | undefined, at: (string | number)[], depth: number) => {
    const r = resolve(doc, s);
    if (!r || depth > 6) return;
    if (r.type === 'array') return walk(r.items, [...at, 0], depth + 1);
    for (const [name, p] of Object.entries<Schema>(r.properties ?? {})) {
      const ps = resolve(doc, p);
      const match = REFERENCE.exec(name);
      if (match && match[2] === 'Id' && isIntegerSchema(ps)) out.push({ at: [...at, name], name, target: match[1], many: false });
      else if (match && match[2] === 'Ids' && ps?.type === 'array' && isIntegerSchema(resolve(doc, ps.items))) out.push({ at: [...at, name], name, target: match[1], many: true });
      else walk(ps, [...at, name], depth + 1);
    }
  };
  walk(schema, [], 0);
  return out;
}

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The list path whose rows a reference names: `module` → `/api/modules`, `concept` →
 * `/api/email-concepts` (the last segment is the plural, or ends with `-` and the plural).
 * `overrides` maps a target to its list where the name does not say it. Null when none or
 * several match.
 */
export function listPathFor(target: string, listPaths: string[], overrides: Record<string, string> = {}): string | null {
  if (overrides[target]) return overrides[target];
  const plural = `${kebab(target)}s`;
  const matches = listPaths.filter((p) => {
    const last = p.split('/').pop() ?? '';
    return last === plural || last.endsWith(`-${plural}`);
  });
  return matches.length === 1 ? matches[0] : null;
}

/** A copy of `body` with the value at `at` replaced (creating objects and lists on the way). */
export function withValueAt(body: any, at: (string | number)[], value: unknown): any {
  const copy = structuredClone(body ?? {});
  let cur = copy;
  at.slice(0, -1).forEach((k, i) => {
    if (cur[k] === undefined || cur[k] === null || typeof cur[k] !== 'object') cur[k] = typeof at[i + 1] === 'number' ? [] : {};
    cur = cur[k];
  });
  cur[at[at.length - 1]] = value;
  return copy;
}
