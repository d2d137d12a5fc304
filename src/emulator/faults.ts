import type { Context } from 'hono';
import * as z from 'zod/mini';

/** Body of `POST /__emulator/faults` (the emulator's own control API, not the service's). */
export const faultSchema = z.object({
  method: z.optional(z.string().check(z.minLength(1))),
  path: z.string().check(z.minLength(1)),
  /** A glob the query string (without "?") must match too, such as `*offset=400*`: one page of a list. */
  query: z.optional(z.string()),
  latencyMs: z.optional(z.int().check(z.gte(0), z.lte(600_000))),
  status: z.optional(z.int().check(z.gte(100), z.lte(599))),
  body: z.optional(z.unknown()),
  contentType: z.optional(z.string().check(z.minLength(1))),
  /** Headers of the replaced answer (`Retry-After`, ...). */
  headers: z.optional(z.record(z.string(), z.string())),
  malformed: z.optional(z.boolean()),
  drop: z.optional(z.boolean()),
  times: z.optional(z.int().check(z.gte(1))),
  /**
   * Holds the request (before the service handles it) until `POST /__emulator/release` names
   * it: a test decides when a slow answer comes, instead of racing a clock.
   */
  hold: z.optional(z.string().check(z.minLength(1))),
  /** The service handles the request, then its answer's body arrives broken (same status). */
  corruptBody: z.optional(z.boolean()),
});
export type Fault = z.infer<typeof faultSchema>;

/** Header of the stand-in answer to a dropped request where no socket exists (in-process use). */
export const DROP_HEADER = 'X-Emulator-Dropped';

type ActiveFault = { fault: Fault; matcher: RegExp; queryMatcher: RegExp | null; remaining: number };

function globToRegExp(glob: string): RegExp {
  const escaped = glob
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${escaped}$`);
}

/** Body of `POST /__emulator/release`. */
export const releaseSchema = z.object({ hold: z.string().check(z.minLength(1)) });

/** The answer `malformed` and `corruptBody` give: JSON cut off mid-string. */
export const BROKEN_JSON = '[{"id": 1, "label": "Billing que';

export class FaultStore {
  #active: ActiveFault[] = [];
  #held = new Map<string, (() => void)[]>();

  /** Resolves when `release(name)` is called (or the store is cleared). */
  holdUntilReleased(name: string): Promise<void> {
    return new Promise((resolve) => {
      this.#held.set(name, [...(this.#held.get(name) ?? []), resolve]);
    });
  }

  /** Lets every request held under `name` go on; false when none is held. */
  release(name: string): boolean {
    const waiting = this.#held.get(name);
    this.#held.delete(name);
    waiting?.forEach((go) => go());
    return waiting !== undefined;
  }

  /** Names of the holds a request is waiting on now. */
  held(): string[] {
    return [...this.#held.keys()];
  }

  add(fault: Fault): void {
    this.#active.push({
      fault,
      matcher: globToRegExp(fault.path),
      queryMatcher: fault.query === undefined ? null : globToRegExp(fault.query),
      remaining: fault.times ?? Infinity,
    });
  }

  clear(): void {
    this.#active = [];
    for (const name of this.held()) this.release(name);
  }

  /** The newest fault matching this request, counted as used once. */
  take(method: string, path: string, query = ''): Fault | null {
    for (let i = this.#active.length - 1; i >= 0; i--) {
      const entry = this.#active[i];
      if (!entry) continue;
      const { fault, matcher, queryMatcher } = entry;
      if (fault.method && fault.method.toUpperCase() !== method.toUpperCase()) continue;
      if (!matcher.test(path)) continue;
      if (queryMatcher && !queryMatcher.test(query)) continue;
      entry.remaining -= 1;
      if (entry.remaining <= 0) this.#active.splice(i, 1);
      return fault;
    }
    return null;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A socket we can destroy, when the app is served by @hono/node-server (`c.env.incoming`). */
function socketOf(env: unknown): { destroy(): void } | null {
  if (env === null || typeof env !== 'object' || !('incoming' in env)) return null;
  const incoming: unknown = env.incoming;
  if (incoming === null || typeof incoming !== 'object' || !('socket' in incoming)) return null;
  const socket: unknown = incoming.socket;
  if (socket === null || typeof socket !== 'object' || !('destroy' in socket)) return null;
  const destroy: unknown = socket.destroy;
  return typeof destroy === 'function' ? { destroy: () => destroy.call(socket) } : null;
}

function guessContentType(body: string): string {
  if (/^\s*</.test(body)) return 'text/html; charset=utf-8';
  try {
    JSON.parse(body);
    return 'application/json';
  } catch {
    return 'text/plain; charset=utf-8';
  }
}

/**
 * Applies a fault to a request: waits `latencyMs` and for its release if held, then drops,
 * answers malformed JSON, or replaces the answer (status/body). Returns null when the real
 * answer should follow.
 */
export async function applyFault(c: Context, fault: Fault, store: FaultStore): Promise<Response | null> {
  if (fault.latencyMs) await sleep(fault.latencyMs);
  if (fault.hold) await store.holdUntilReleased(fault.hold);
  if (fault.drop) {
    const socket = socketOf(c.env);
    if (socket) {
      socket.destroy();
      return new Response(null, { status: 500 });
    }
    return new Response(null, { status: 599, headers: { [DROP_HEADER]: '1' } });
  }
  if (fault.malformed) {
    return new Response(BROKEN_JSON, {
      status: 200,
      headers: { 'Content-Type': fault.contentType ?? 'application/json' },
    });
  }
  if (fault.status === undefined && fault.body === undefined) return null;
  const status = fault.status ?? 200;
  const noBody = fault.body === undefined || status === 204 || status === 304;
  const text = noBody ? null : typeof fault.body === 'string' ? fault.body : JSON.stringify(fault.body);
  const headers: Record<string, string> = { ...fault.headers };
  if (text !== null) {
    headers['Content-Type'] =
      fault.contentType ?? (typeof fault.body === 'string' ? guessContentType(text) : 'application/json');
  }
  return new Response(text, { status, headers });
}
