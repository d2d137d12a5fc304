import type * as z from 'zod/mini';
import { errorBodySchema } from '../contract';
import { ApiError } from './api-error';
import { getSession } from './session';

export const DEFAULT_TIMEOUT_MS = 20_000;

export type RequestOptions<S extends z.ZodMiniType | undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | readonly (string | number)[] | undefined>;
  /** Schema of a 2xx body. Omit where the contract publishes none: the body is then ignored. */
  schema?: S;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** 'blob': the 2xx body is bytes (a recording), returned as a Blob; the time-out covers reading it. */
  as?: 'blob';
  /** A read a person's action waits on (the check before a save): sent at once, as a write is. */
  atOnce?: boolean;
};

type Result<S> = S extends z.ZodMiniType ? z.infer<S> : void;

/** Configuration the client reads per request; tests pass their own. */
export type ClientConfig = { baseUrl: string; token: string | null; fetch?: typeof fetch };

const currentConfig = (): ClientConfig => {
  const s = getSession();
  return { baseUrl: s.baseUrl, token: s.token };
};

export function buildUrl(baseUrl: string, path: string, query?: RequestOptions<undefined>['query']): string {
  const base = baseUrl.replace(/\/+$/, '');
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) params.append(k, String(one));
  }
  const qs = params.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * The one way the dashboard talks to the service. Every failure becomes an ApiError;
 * success is any 2xx; a body is read only where a schema says what it is.
 */
export async function apiRequest(
  path: string,
  opts: RequestOptions<undefined> & { as: 'blob' },
  config?: ClientConfig,
): Promise<Blob>;
export async function apiRequest<S extends z.ZodMiniType | undefined = undefined>(
  path: string,
  opts?: RequestOptions<S>,
  config?: ClientConfig,
): Promise<Result<S>>;
export async function apiRequest<S extends z.ZodMiniType | undefined = undefined>(
  path: string,
  opts: RequestOptions<S> = {},
  config: ClientConfig = currentConfig(),
): Promise<Result<S> | Blob> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
  const headers: Record<string, string> = { Accept: opts.as === 'blob' ? '*/*' : 'application/json' };
  if (config.token) headers.Authorization = `Bearer ${config.token}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';

  const method = opts.method ?? 'GET';
  let res: Response;
  let text = '';
  let blob: Blob | null = null;
  // A read starts in a task of its own. A page's first render starts about ten queries, and
  // calling fetch() is not free: started together in that render's task, they lengthen it. A read
  // whose caller gave up meanwhile (a page left at once) is not sent. A write comes from a person's
  // action, alone: it is sent at once (a wait would put it behind React's work), and so is a read
  // that such an action waits on (`atOnce`). See docs/performance.md, row "A read started in a task
  // of its own".
  try {
    if (method === 'GET' && !opts.atOnce) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      signal.throwIfAborted();
    }
    res = await (config.fetch ?? fetch)(buildUrl(config.baseUrl, path, opts.query), {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal,
    });
    if (opts.as === 'blob' && res.ok) blob = await res.blob();
    else text = await res.text();
  } catch (cause) {
    // The caller's own abort (React Query cancelling) is passed on untouched.
    if (opts.signal?.aborted) throw cause;
    if (timeout.signal.aborted) {
      throw new ApiError({
        kind: 'timeout',
        message: `The service did not answer within ${Math.round(timeoutMs / 1000)} seconds.`,
        cause,
      });
    }
    throw new ApiError({
      kind: 'network',
      message: 'Could not reach the service. Check the connection and the API base URL.',
      cause,
    });
  } finally {
    clearTimeout(timer);
  }

  if (!res.ok) throw errorFromResponse(res, text);
  if (blob) return blob;
  if (!opts.schema) return undefined as Result<S>;
  return parseBody(opts.schema, text, res.status) as Result<S>;
}

function parseBody(schema: z.ZodMiniType, text: string, status: number): unknown {
  let json: unknown;
  try {
    json = text.trim() === '' ? undefined : JSON.parse(text);
  } catch (cause) {
    throw new ApiError({
      kind: 'unexpected-response',
      status,
      message: 'Unexpected response from the service: the body is not JSON.',
      cause,
    });
  }
  return checkShape(schema, json, status);
}

/**
 * `json` as `schema` reads it, or the error that says where it does not. `at`: where `json`
 * sits in the body, for a part of an answer checked on its own (a long list read in slices).
 */
export function checkShape<S extends z.ZodMiniType>(
  schema: S,
  json: unknown,
  status: number,
  at: PropertyKey[] = [],
): z.infer<S> {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = [...at, ...(issue?.path ?? [])];
  const where = path.length ? path.map(String).join('.') : 'the body';
  throw new ApiError({
    kind: 'unexpected-response',
    status,
    message: `Unexpected response from the service: ${where}: ${issue?.message ?? 'does not match'}.`,
    cause: parsed.error,
  });
}

/**
 * `Retry-After` in milliseconds from now: delta-seconds or an HTTP date (RFC 9110 10.2.3).
 * Null when absent or unreadable.
 */
export function retryAfterMs(value: string | null, now: number = Date.now()): number | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** "Try again in 30 seconds." for a person; the service's own text stays first, verbatim. */
export function whenToRetry(ms: number | null, status: number): string | null {
  if (ms === null) return status === 429 ? 'Too many requests: wait a moment before trying again.' : null;
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `Try again in ${minutes} minutes.`;
  const at = new Date(Date.now() + ms);
  return `Try again after ${at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}.`;
}

/** An error answer, read by its `detail` whatever its status; `Retry-After` says when to come back. */
export function errorFromResponse(res: Pick<Response, 'status' | 'statusText' | 'headers'>, text: string): ApiError {
  const retryAfter = retryAfterMs(res.headers.get('Retry-After'));
  const retry = whenToRetry(retryAfter, res.status);
  const withRetry = (message: string) => (retry ? `${message}${/[.!?]$/.test(message) ? '' : '.'} ${retry}` : message);
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: a proxy's page, or nothing
  }
  const body = errorBodySchema.safeParse(json);
  if (body.success) {
    const { detail } = body.data;
    if (typeof detail === 'string') {
      return new ApiError({
        kind: 'http',
        status: res.status,
        detail,
        message: withRetry(detail),
        retryAfterMs: retryAfter,
      });
    }
    const message = detail.map((d) => d.msg).join('; ') || 'The service refused the request.';
    return new ApiError({ kind: 'http', status: res.status, validation: detail, message, retryAfterMs: retryAfter });
  }
  const title = htmlTitle(text);
  const statusLine = `${res.status}${res.statusText ? ` ${res.statusText}` : ''}`;
  return new ApiError({
    kind: 'http',
    status: res.status,
    message: withRetry(
      `The service answered ${title && title.includes(String(res.status)) ? title : title ? `${statusLine} (${title})` : statusLine}.`,
    ),
    retryAfterMs: retryAfter,
  });
}

function htmlTitle(text: string): string | null {
  const m = /<title[^>]*>([^<]*)<\/title>/i.exec(text) ?? /<h1[^>]*>([^<]*)<\/h1>/i.exec(text);
  const t = m?.[1]?.trim();
  return t ? t.slice(0, 120) : null;
}
