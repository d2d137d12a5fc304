import type { ValidationItem } from '../contract';

export type ApiErrorKind =
  /** The service answered with a non-2xx status. */
  | 'http'
  /** No answer: the connection failed or was dropped. */
  | 'network'
  /** No answer within the client's time limit. */
  | 'timeout'
  /** A 2xx answer whose body is not what the contract says. */
  | 'unexpected-response';

/** A Map: the field names are the service's, and a field named "constructor" is only a field. */
export type FieldErrors = ReadonlyMap<string, string[]>;

/**
 * The one error every request failure becomes. `detail` is the service's own text when it
 * sent a string; validation items keep their `loc` so forms can place them under fields.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly detail: string | null;
  readonly validation: ValidationItem[];
  /** How long the service asked us to wait before trying again (`Retry-After`), if it said. */
  readonly retryAfterMs: number | null;

  constructor(opts: {
    kind: ApiErrorKind;
    message: string;
    status?: number | null;
    detail?: string | null;
    validation?: ValidationItem[];
    retryAfterMs?: number | null;
    cause?: unknown;
  }) {
    super(opts.message, { cause: opts.cause });
    this.name = 'ApiError';
    this.kind = opts.kind;
    this.status = opts.status ?? null;
    this.detail = opts.detail ?? null;
    this.validation = opts.validation ?? [];
    this.retryAfterMs = opts.retryAfterMs ?? null;
  }

  /** "Not authenticated" is recognised by its text: 401 and 403 are both possible. */
  get isNotAuthenticated(): boolean {
    return this.detail === 'Not authenticated';
  }

  /**
   * The answer of a server that lacks a Part B route: FastAPI's `{"detail": "Not Found"}`
   * (any status), or a 405 Method Not Allowed.
   */
  get isRouteMissing(): boolean {
    return (
      this.detail === 'Not Found' ||
      this.detail === 'Method Not Allowed' ||
      (this.status === 405 && this.kind === 'http')
    );
  }

  /**
   * May the same request, sent again, get another answer? The one rule both for the automatic
   * retry of a read (src/lib/query-client.ts) and for the "Try again" a failed page offers
   * (src/components/query-error.tsx). Yes after a lost connection, a time-out, an answer that
   * could not be read, a server failure (HTTP's 5xx, whatever its body says), a time-out at a
   * proxy (408), "too many requests" (429), or whenever the service said when to come back
   * (Retry-After). No after a refusal (HTTP's other 4xx: no access, not found, invalid), in
   * words or as a proxy's HTML page: asking again would only send the person in circles.
   */
  get isTransient(): boolean {
    if (this.kind !== 'http' || this.status === null || this.retryAfterMs !== null) return true;
    return this.status >= 500 || this.status === 408 || this.status === 429 || this.status < 400;
  }

  /**
   * Validation messages keyed by field name: the last string in `loc` past the
   * `body`/`path`/`query` prefix (`["body","fields","KEY"]` becomes `fields.KEY`).
   */
  fieldErrors(): FieldErrors {
    const out = new Map<string, string[]>();
    for (const item of this.validation) {
      const key = fieldPath(item.loc);
      const messages = out.get(key);
      if (messages) messages.push(item.msg);
      else out.set(key, [item.msg]);
    }
    return out;
  }
}

export function fieldPath(loc: ValidationItem['loc']): string {
  const parts = loc.length > 1 && ['body', 'path', 'query', 'header'].includes(String(loc[0])) ? loc.slice(1) : loc;
  return parts.map(String).join('.') || '_form';
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** May asking again help (ApiError.isTransient)? A failure that is not the fetch layer's is left to the person to try. */
export const retryMayHelp = (error: unknown): boolean => !isApiError(error) || error.isTransient;

/** A sentence for a person, whatever the failure was. */
export function errorMessage(e: unknown): string {
  if (e instanceof Error) return e.message;
  return 'Something went wrong.';
}
