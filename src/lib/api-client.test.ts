import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { callIntentSchema, errorTexts } from '../contract';
import { apiRequest, buildUrl, type ClientConfig, retryAfterMs } from './api-client';
import { ApiError } from './api-error';

const respond = (body: BodyInit | null, init: ResponseInit = {}) =>
  vi.fn<typeof fetch>(async () => new Response(body, init));

const cfg = (f: typeof fetch, token: string | null = 't0k'): ClientConfig => ({
  baseUrl: 'https://api.test/',
  token,
  fetch: f,
});

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

describe('apiRequest', () => {
  it('sends the bearer token, JSON body and the caller signal, and parses a 2xx body', async () => {
    const f = respond(JSON.stringify({ id: 1, label: 'Billing', description: 'x', extra: true }), { status: 200 });
    const signal = new AbortController().signal;
    const out = await apiRequest(
      '/api/v1/x',
      { method: 'PUT', body: { a: 1 }, schema: callIntentSchema, signal },
      cfg(f),
    );
    expect(out).toEqual({ id: 1, label: 'Billing', description: 'x', extra: true });
    const [url, init] = f.mock.calls[0] ?? [];
    expect(url).toBe('https://api.test/api/v1/x');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer t0k');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends a read in a task of its own, and a write or a read asked for at once (`atOnce`) right away', async () => {
    const f = respond('', { status: 200 });
    const read = apiRequest('/r', {}, cfg(f));
    expect(f).not.toHaveBeenCalled();
    await read;
    expect(f).toHaveBeenCalledTimes(1);
    const sent = [apiRequest('/now', { atOnce: true }, cfg(f)), apiRequest('/w', { method: 'PUT', body: 1 }, cfg(f))];
    expect(f.mock.calls.map(([url]) => url)).toEqual([
      'https://api.test/r',
      'https://api.test/now',
      'https://api.test/w',
    ]);
    await Promise.all(sent);
  });

  it('accepts 204 and an empty 200 where no body is published', async () => {
    await expect(apiRequest('/x', { method: 'DELETE' }, cfg(respond(null, { status: 204 })))).resolves.toBeUndefined();
    await expect(apiRequest('/x', { method: 'DELETE' }, cfg(respond('', { status: 200 })))).resolves.toBeUndefined();
    await expect(
      apiRequest('/x', { method: 'PUT' }, cfg(respond('{"whatever":[1]}', { status: 200 }))),
    ).resolves.toBeUndefined();
  });

  it('omits Authorization without a token', async () => {
    const f = respond('[]');
    await apiRequest('/x', { schema: z.array(z.number()) }, cfg(f, null));
    expect(new Headers(f.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('reads a string detail whatever the status', async () => {
    for (const status of [400, 401, 403, 404, 409, 422, 500]) {
      const e = await failure(
        apiRequest('/x', {}, cfg(respond(JSON.stringify({ detail: errorTexts.sipNotFound }), { status }))),
      );
      expect(e).toMatchObject({
        kind: 'http',
        status,
        detail: 'SIP config not found',
        message: 'SIP config not found',
      });
    }
  });

  it('recognises "Not authenticated" by its text on 401 and 403', async () => {
    for (const status of [401, 403]) {
      const e = await failure(apiRequest('/x', {}, cfg(respond('{"detail":"Not authenticated"}', { status }))));
      expect(e.isNotAuthenticated).toBe(true);
    }
    const other = await failure(apiRequest('/x', {}, cfg(respond('{"detail":"Forbidden"}', { status: 403 }))));
    expect(other.isNotAuthenticated).toBe(false);
  });

  it('keeps validation items (pydantic 2 and 1) and maps loc to field paths', async () => {
    const body = {
      detail: [
        {
          type: 'string_too_long',
          loc: ['body', 'label'],
          msg: 'String should have at most 100 characters',
          input: 'x',
          ctx: { max_length: 100 },
        },
        { loc: ['body', 'fields', 'API KEY'], msg: 'invalid key', type: 'value_error' },
        { loc: ['path', 'intent_id'], msg: 'value is not a valid integer', type: 'type_error.integer' },
      ],
    };
    const e = await failure(apiRequest('/x', { method: 'PUT' }, cfg(respond(JSON.stringify(body), { status: 422 }))));
    expect(e.detail).toBeNull();
    expect(e.validation).toHaveLength(3);
    expect(Object.fromEntries(e.fieldErrors())).toEqual({
      label: ['String should have at most 100 characters'],
      'fields.API KEY': ['invalid key'],
      intent_id: ['value is not a valid integer'],
    });
    expect(e.message).toContain('String should have at most 100 characters');
  });

  it('turns a proxy HTML page into a readable message', async () => {
    const html = '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';
    const e = await failure(apiRequest('/x', {}, cfg(respond(html, { status: 502, statusText: 'Bad Gateway' }))));
    expect(e).toMatchObject({ kind: 'http', status: 502, detail: null });
    expect(e.message).toBe('The service answered 502 Bad Gateway.');
    expect(e.isTransient).toBe(true);
    const bare = await failure(apiRequest('/x', {}, cfg(respond('oops', { status: 500 }))));
    expect(bare.message).toBe('The service answered 500.');
  });

  it('turns a network failure into a network error', async () => {
    const f = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const e = await failure(apiRequest('/x', {}, cfg(f)));
    expect(e.kind).toBe('network');
    expect(e.message).toMatch(/Could not reach the service/);
  });

  it('aborts after the time limit with a timeout error', async () => {
    const f = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_res, rej) =>
          init?.signal?.addEventListener('abort', () => rej(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const e = await failure(apiRequest('/x', { timeoutMs: 20 }, cfg(f)));
    expect(e.kind).toBe('timeout');
    expect(e.message).toMatch(/did not answer within/);
  });

  it("passes the caller's own abort through untouched", async () => {
    const ctl = new AbortController();
    const f = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_res, rej) =>
          init?.signal?.addEventListener('abort', () => rej(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const p = apiRequest('/x', { signal: ctl.signal }, cfg(f));
    ctl.abort();
    await expect(p).rejects.toHaveProperty('name', 'AbortError');
  });

  it('names the field when a 2xx body breaks the contract', async () => {
    const e = await failure(apiRequest('/x', { schema: callIntentSchema }, cfg(respond('{"id":"seven","label":"x"}'))));
    expect(e.kind).toBe('unexpected-response');
    expect(e.message).toMatch(/^Unexpected response from the service: id: /);
    const notJson = await failure(apiRequest('/x', { schema: callIntentSchema }, cfg(respond('{"id":1,'))));
    expect(notJson.message).toBe('Unexpected response from the service: the body is not JSON.');
  });

  it('treats FastAPI "Not Found" and 405 as a missing route', async () => {
    const e = await failure(apiRequest('/x', {}, cfg(respond('{"detail":"Not Found"}', { status: 404 }))));
    expect(e.isRouteMissing).toBe(true);
    const m = await failure(apiRequest('/x', {}, cfg(respond('{"detail":"Method Not Allowed"}', { status: 405 }))));
    expect(m.isRouteMissing).toBe(true);
    const record = await failure(
      apiRequest('/x', {}, cfg(respond(JSON.stringify({ detail: errorTexts.ruleNotFound(3) }), { status: 404 }))),
    );
    expect(record.isRouteMissing).toBe(false);
  });
});

describe('too many requests (429)', () => {
  it("says when to try again, after the service's own text", async () => {
    const e = await failure(
      apiRequest(
        '/x',
        {},
        cfg(respond('{"detail":"Rate limit exceeded"}', { status: 429, headers: { 'Retry-After': '30' } })),
      ),
    );
    expect(e.message).toBe('Rate limit exceeded. Try again in 30 seconds.');
    expect(e.detail).toBe('Rate limit exceeded');
    expect(e.retryAfterMs).toBe(30_000);
    expect(e.isTransient).toBe(true);
  });

  it('reads a Retry-After date, and says "wait a moment" when there is none', async () => {
    const later = new Date(Date.now() + 5 * 60_000).toUTCString();
    const e = await failure(
      apiRequest(
        '/x',
        {},
        cfg(respond('', { status: 429, statusText: 'Too Many Requests', headers: { 'Retry-After': later } })),
      ),
    );
    expect(e.message).toMatch(/^The service answered 429 Too Many Requests\. Try again in [45] minutes\.$/);
    const bare = await failure(apiRequest('/x', {}, cfg(respond('{"detail":"Slow down"}', { status: 429 }))));
    expect(bare.message).toBe('Slow down. Too many requests: wait a moment before trying again.');
    expect(bare.retryAfterMs).toBeNull();
  });

  it('parses Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});

describe('buildUrl', () => {
  it('joins base and path and repeats list parameters', () => {
    expect(buildUrl('', '/api/v1/x', { sentiment: ['a', 'b'], limit: 20, offset: undefined })).toBe(
      '/api/v1/x?sentiment=a&sentiment=b&limit=20',
    );
    expect(buildUrl('https://h/', '/p')).toBe('https://h/p');
  });

  it('answers bytes as a Blob where asked, and maps a failed blob request like any other', async () => {
    const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3]);
    const blob = await apiRequest(
      '/rec',
      { as: 'blob' },
      cfg(respond(bytes, { status: 200, headers: { 'Content-Type': 'audio/wav' } })),
    );
    expect(blob.type).toBe('audio/wav');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    const e = await failure(
      apiRequest('/rec', { as: 'blob' }, cfg(respond('{"detail":"No recording for call 5"}', { status: 404 }))),
    );
    expect(e.detail).toBe('No recording for call 5');
    expect(e.status).toBe(404);
  });
});
