import type { Context } from 'hono';
import type * as z from 'zod/mini';
import type { ValidationItem } from '../contract';

/** An error answer `{"detail": ...}` thrown from a handler and rendered by the app's onError. */
export class EmuError extends Error {
  readonly status: number;
  readonly detail: string | ValidationItem[];
  constructor(status: number, detail: string | ValidationItem[]) {
    super(typeof detail === 'string' ? detail : 'Validation failed');
    this.status = status;
    this.detail = detail;
  }
}

export function errorResponse(status: number, detail: string | ValidationItem[]): Response {
  return new Response(JSON.stringify({ detail }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Loc = (string | number)[];

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = root;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

const TYPE_NAMES: Record<string, [string, string]> = {
  string: ['string_type', 'Input should be a valid string'],
  boolean: ['bool_type', 'Input should be a valid boolean'],
  number: ['float_type', 'Input should be a valid number'],
  int: ['int_type', 'Input should be a valid integer'],
  object: ['dict_type', 'Input should be a valid dictionary'],
  record: ['dict_type', 'Input should be a valid dictionary'],
  array: ['list_type', 'Input should be a valid list'],
};

/** One zod issue as a pydantic-2 style item (`loc` starts with "body"). */
function toItem(issue: z.core.$ZodIssue, body: unknown): ValidationItem {
  const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
  const loc: Loc = ['body', ...path];
  const input = valueAt(body, issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      if (input === undefined) {
        return { type: 'missing', loc, msg: 'Field required', input: valueAt(body, issue.path.slice(0, -1)) ?? null };
      }
      const [type, msg] = TYPE_NAMES[issue.expected] ?? ['value_error', issue.message];
      return { type, loc, msg, input };
    }
    case 'too_small':
      if (issue.origin === 'string') {
        return { type: 'string_too_short', loc, msg: issue.message, input, ctx: { min_length: Number(issue.minimum) } };
      }
      return { type: 'too_short', loc, msg: issue.message, input, ctx: { min_length: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') {
        return { type: 'string_too_long', loc, msg: issue.message, input, ctx: { max_length: Number(issue.maximum) } };
      }
      return { type: 'too_long', loc, msg: issue.message, input, ctx: { max_length: Number(issue.maximum) } };
    case 'invalid_value':
      return {
        type: 'literal_error',
        loc,
        msg: issue.message,
        input,
        ctx: { expected: issue.values.map((v) => JSON.stringify(v)).join(' or ') },
      };
    case 'unrecognized_keys':
      return { type: 'extra_forbidden', loc, msg: issue.message, input };
    case 'invalid_union':
      return { type: 'union_error', loc, msg: issue.message, input };
    default:
      return { type: 'value_error', loc, msg: issue.message, input, ctx: { error: issue.message } };
  }
}

/** Reads and validates a JSON body the way FastAPI does: malformed or missing JSON and schema failures are 422. */
export async function readBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  if (text.trim() === '') {
    throw new EmuError(422, [{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }]);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (e) {
    throw new EmuError(422, [
      {
        type: 'json_invalid',
        loc: ['body', 0],
        msg: 'JSON decode error',
        input: {},
        ctx: { error: e instanceof Error ? e.message : 'Invalid JSON' },
      },
    ]);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new EmuError(
      422,
      parsed.error.issues.map((i) => toItem(i, body)),
    );
  return parsed.data;
}

/** A path or query integer, with FastAPI's int_parsing failure. */
export function parseIntParam(raw: string | undefined, loc: Loc): number {
  const s = raw ?? '';
  if (!/^[+-]?\d+$/.test(s.trim())) {
    throw new EmuError(422, [
      {
        type: 'int_parsing',
        loc,
        msg: 'Input should be a valid integer, unable to parse string as an integer',
        input: s,
      },
    ]);
  }
  return Number.parseInt(s, 10);
}
