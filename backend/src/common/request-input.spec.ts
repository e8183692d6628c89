import pg from 'pg';
import type { ArgumentsHost } from '@nestjs/common';
import { PostgreSqlPlatform } from '@mikro-orm/postgresql';
import { MESSAGES } from '@mailplan/shared';
import { AllExceptionsFilter } from './all-exceptions.filter.js';
import { MAX_BODY_NESTING, inspectInput, isUnstorableText, jsonNestedDeeperThan, withoutNul } from './request-input.js';
import { isDependencyUnavailable } from './unavailable.js';

const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const converter = new PostgreSqlPlatform().getExceptionConverter();
const bytes = (text: string) => Buffer.from(text, 'utf8');
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('jsonNestedDeeperThan', () => {
  it('lets a body nest up to the limit and refuses one level more', () => {
    expect(jsonNestedDeeperThan(bytes(nested(MAX_BODY_NESTING)))).toBe(false);
    expect(jsonNestedDeeperThan(bytes(nested(MAX_BODY_NESTING + 1)))).toBe(true);
    expect(jsonNestedDeeperThan(bytes(`{"a":${'{"b":'.repeat(40)}1${'}'.repeat(40)}}`))).toBe(true);
  });

  it('counts siblings once, not their sum', () => {
    const wide = `[${Array.from({ length: 100 }, () => nested(10)).join(',')}]`;
    expect(jsonNestedDeeperThan(bytes(wide))).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ title: '['.repeat(100), quoted: `"${'{'.repeat(100)}\\"[[[`, tail: nested(5) });
    expect(jsonNestedDeeperThan(bytes(text))).toBe(false);
    // a string that ends in a backslash does not swallow the brackets after it
    expect(jsonNestedDeeperThan(bytes(`{"a":"x\\\\","b":${nested(40)}}`))).toBe(true);
  });
});

describe('inspectInput', () => {
  it('names every string value or key holding a NUL by its dotted path', () => {
    const { nul, tooDeep } = inspectInput({
      name: 'ok',
      moduleInstances: [{ fields: { title: 'a\u0000b', body: 'fine' } }],
      content: { 'key\u0000': 'fine' },
    });
    expect(tooDeep).toBe(false);
    expect(nul).toEqual([
      { path: 'moduleInstances.0.fields.title', message: 'moduleInstances.0.fields.title must not contain the NUL character (\\u0000)' },
      { path: 'content.key\\u0000', message: 'content.key\\u0000 must not contain the NUL character (\\u0000)' },
    ]);
  });

  it('names a query or path parameter by its name', () => {
    expect(inspectInput('abc\u0000', 'token').nul).toEqual([{ path: 'token', message: 'token must not contain the NUL character (\\u0000)' }]);
    expect(inspectInput({ search: 'plain', page: '2' }).nul).toEqual([]);
  });

  it('reports a value nested deeper than the limit, without descending further', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i += 1) deep = { a: deep };
    expect(inspectInput(deep).tooDeep).toBe(true);
    let fits: unknown = 'x';
    for (let i = 0; i < MAX_BODY_NESTING; i += 1) fits = [fits];
    expect(inspectInput(fits).tooDeep).toBe(false);
  });
});

it('withoutNul drops NUL characters and keeps the rest', () => {
  expect(withoutNul('a\u0000b\u0000')).toBe('ab');
  expect(withoutNul('plain')).toBe('plain');
});

/** What the exception filter answers for `error`: status, headers and body, as a response records them. */
function answerTo(error: unknown): { status: number; headers: Record<string, string>; body: { message?: string } } {
  const seen = { status: 0, headers: {} as Record<string, string>, body: {} as { message?: string } };
  const res = {
    headersSent: false,
    status(code: number) {
      seen.status = code;
      return this;
    },
    json(body: { message?: string }) {
      seen.body = body;
      return this;
    },
    setHeader(name: string, value: string) {
      seen.headers[name.toLowerCase()] = value;
    },
    getHeader: (name: string) => seen.headers[name.toLowerCase()],
  };
  const req = { method: 'POST', originalUrl: '/api/example' };
  const host = { switchToHttp: () => ({ getResponse: () => res, getRequest: () => req }) } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(error, host);
  return seen;
}

// Real errors from Postgres, raw and as MikroORM converts them.
describe('a NUL that reaches the database', () => {
  let client: pg.Client;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
  });

  const failure = async (run: () => Promise<unknown>): Promise<Error & { code?: string }> => {
    try {
      await run();
    } catch (err) {
      return err as Error & { code?: string };
    }
    throw new Error('expected a failure');
  };

  it('answers 400 without Retry-After, not an outage, for text, jsonb and query text', async () => {
    const errors = [
      await failure(() => client.query('select $1::text', ['a\u0000b'])),
      await failure(() => client.query('select $1::jsonb', [JSON.stringify({ title: 'a\u0000b' })])),
      // MikroORM writes values into the query text, where a NUL ends the text early
      await failure(() => client.query("select 'a\u0000b'")),
    ];
    expect(errors.map((e) => e.code)).toEqual(['22021', '22P05', '08P01']);
    for (const error of [...errors, ...errors.map((e) => converter.convertException(e))]) {
      expect(isUnstorableText(error)).toBe(true);
      const answer = answerTo(error);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(MESSAGES.unstorableText);
      expect(answer.headers['retry-after']).toBeUndefined();
    }
    // the connection is still usable afterwards
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('leaves real outages and other query faults as they were', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(isUnstorableText(refused)).toBe(false);
    expect(isDependencyUnavailable(refused)).toBe(true);
    expect(answerTo(refused).status).toBe(503);
    const syntax = await failure(() => client.query('selec 1'));
    expect(isUnstorableText(syntax)).toBe(false);
    expect(answerTo(converter.convertException(syntax)).status).toBe(500);
  });
});
