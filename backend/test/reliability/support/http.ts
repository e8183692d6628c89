// A small cookie-keeping HTTP client on fetch, used against the app served on a real port
// (in-process or a spawned process alike).
export const CSRF = { 'X-Requested-With': 'XMLHttpRequest' } as const;

export interface Answer {
  status: number;
  headers: Headers;
  setCookie: string[];
  text: string;
  body: any;
  ms: number;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is (a string or bytes), with `contentType`. */
  raw?: string | Uint8Array | FormData;
  contentType?: string;
  /** Add the CSRF header on writes (default true). */
  csrf?: boolean;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Send no session cookie. */
  anonymous?: boolean;
}

export class Client {
  readonly cookies = new Map<string, string>();

  constructor(public baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: string, path: string, opts: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    const write = method !== 'GET' && method !== 'HEAD';
    if (write && opts.csrf !== false) Object.assign(headers, CSRF);
    if (!opts.anonymous && this.cookies.size) headers.cookie = this.cookieHeader;
    let body: RequestInit['body'] | undefined;
    if (opts.raw !== undefined) {
      body = opts.raw as RequestInit['body'];
      if (opts.contentType) headers['content-type'] = opts.contentType;
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    const started = Date.now();
    const res = await fetch(this.baseUrl + path, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    const setCookie = res.headers.getSetCookie();
    if (!opts.anonymous) {
      for (const c of setCookie) {
        const [pair] = c.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (!value || /expires=Thu, 01 Jan 1970/i.test(c)) this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
    }
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: res.status, headers: res.headers, setCookie, text, body: parsed, ms: Date.now() - started };
  }

  /** Like request, but throws with the answer when the status is not 2xx. */
  async must(method: string, path: string, opts: RequestOptions = {}): Promise<any> {
    const res = await this.request(method, path, opts);
    if (res.status < 200 || res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${res.text.slice(0, 500)}`);
    return res.body;
  }
}

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@reliability.example.com`;
}

export const PASSWORD = 'reliable-password-1';

/** Registers a user, logs in and creates an organization. */
export async function userWithOrganization(
  baseUrl: string,
  label: string,
): Promise<{ client: Client; email: string; userId: number; organizationId: number }> {
  const client = new Client(baseUrl);
  const email = uniqueEmail(label);
  const user = await client.must('POST', '/api/auth/register', {
    body: { firstName: 'Test', lastName: label, email, password: PASSWORD, confirmPassword: PASSWORD, pendingSetup: true },
  });
  await client.must('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  const org = await client.must('POST', '/api/organizations', { body: { name: `Org ${label}` } });
  return { client, email, userId: user?.id, organizationId: org?.id };
}
