// What crosses the wire: API answers compressed by Accept-Encoding (brotli before gzip), small
// answers and event streams left alone; the built front end's pre-compressed copies sent with the
// original's type, `immutable` for content-hashed files and `no-cache` for the entry points.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { StarterModulesService } from '../src/module/starter-modules.service.js';
import { readJobEvents } from './support/job-events.js';
import { signUp, startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let base: string;
let web: string;
const script = `console.log(${JSON.stringify('a line of the app '.repeat(400))});\n`;

/** A built front end as the build writes it: each file over 1 KB with its .br and .gz copies. */
function writeBuild(dir: string, files: Record<string, string>) {
  mkdirSync(dir, { recursive: true });
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(join(dir, name), body);
    if (body.length > 1024) {
      writeFileSync(join(dir, `${name}.br`), brotliCompressSync(body));
      writeFileSync(join(dir, `${name}.gz`), gzipSync(body));
    }
  }
}

interface RawBody {
  encoding?: string;
  bytes: Buffer;
}

/** A supertest parser that keeps the body's bytes (decoded) with the Content-Encoding it came in. */
function raw(res: import('node:http').IncomingMessage, done: (err: Error | null, body: RawBody) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, { encoding: res.headers['content-encoding'] as string | undefined, bytes: Buffer.concat(chunks) }));
}

/** A GET with the given Accept-Encoding; the body is left as it came (fetch would decode it). */
async function get(path: string, encoding: string | null, cookie?: string) {
  const http = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${base}${path}`, { headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...(cookie ? { cookie } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeBuild(join(web, 'shell/dist'), { 'index.html': `<!doctype html><title>Mailplan</title>${'<!-- -->'.repeat(200)}`, 'main.3f9a1c2b4d.js': script, 'tiny.0123456789.js': 'x' });
  writeBuild(join(web, 'mfe-campaigns/dist'), { 'remoteEntry.js': script, '123.abcdef0123.js': script });
  t = await startTestApp({ WEB_DIST_DIR: web });
  await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

describe('API answers', () => {
  it('are sent with brotli when the browser takes it, gzip when only that, and as they are otherwise', async () => {
    const plain = await get('/api/docs-json', null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.body.toString());

    const br = await get('/api/docs-json', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(json);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);

    const gz = await get('/api/docs-json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('a signed-in list is compressed too, and a small answer is not', async () => {
    const { c } = await signUp(t.server);
    const modules = await c.agent.get('/api/modules').set('Accept-Encoding', 'br').buffer(true).parse(raw as never);
    expect(modules.status).toBe(200);
    const { encoding, bytes } = modules.body as RawBody;
    expect(encoding).toBe('br');
    // (supertest has decoded it on the way, as a browser would)
    expect(Array.isArray(JSON.parse(bytes.toString()))).toBe(true);

    const health = await get('/api/health', 'br');
    expect(health.status).toBe(200);
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('event streams are never compressed: each event arrives as it is written', async () => {
    const { c, organizationId } = await signUp(t.server);
    const id = await t.app.get(StarterModulesService).schedule(organizationId!);
    const res = await c.agent.get(`/api/jobs/${id}/events`).set('Accept-Encoding', 'gzip, br').set('Accept', 'text/event-stream').buffer(true).parse(raw as never);
    const { encoding, bytes } = res.body as RawBody;
    expect(encoding).toBeUndefined();
    expect(bytes.toString()).toContain('event: status');
    // the stream reader the app uses reads the same stream
    expect((await readJobEvents(c, String(id))).status).toBe(200);
  });
});

describe('the built front end', () => {
  it('sends the brotli copy of a content-hashed file with its type, immutable', async () => {
    const res = await get('/main.3f9a1c2b4d.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the file itself to one without either', async () => {
    expect((await get('/main.3f9a1c2b4d.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('/main.3f9a1c2b4d.js', null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("a remote's entry is compressed and never cached; its chunks are immutable", async () => {
    const entry = await get('/remotes/mfe-campaigns/remoteEntry.js', 'br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    const chunk = await get('/remotes/mfe-campaigns/123.abcdef0123.js', 'br');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('the page itself is never cached, at any path', async () => {
    const page = await get('/campaigns/edit/3', 'br');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await get('/mf-remotes.json', null)).headers['cache-control']).toBe('no-cache');
  });
});
