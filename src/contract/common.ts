import * as z from 'zod/mini';
import { en } from 'zod/locales';

// The contract is written with zod's "mini" API (functional forms: `z.nullish(x)`,
// `z.extend(schema, shape)`, `.check(...)`), about a third of the classic API's size on every page.
// zod compiles parsers with `new Function` when it can; the built app's Content-Security-Policy
// forbids eval, and probing for it raises a CSP violation report. Parse without it.
// Mini loads no error messages ("Invalid input" for everything); classic's English ones reach
// people (the fetch layer's "Unexpected response" text, the emulator's validation items), so
// they are loaded here, once, for the client, the emulator and the tests alike.
z.config({ jitless: true, ...en() });

/** Ids are integers in the published interface. */
export const idSchema = z.int();

/** Timestamps are ISO 8601 UTC strings; never trusted to be present. */
export const timestampSchema = z.nullish(z.string());

/** One item of a FastAPI validation failure, pydantic 1 (no input/ctx) or 2 shape. */
export const validationItemSchema = z.looseObject({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.nullish(z.string()),
  input: z.optional(z.unknown()),
  ctx: z.nullish(z.record(z.string(), z.unknown())),
});
export type ValidationItem = z.infer<typeof validationItemSchema>;

/** The service's error body: `detail` is a string or a list of validation items. */
export const errorBodySchema = z.looseObject({
  detail: z.union([z.string(), z.array(validationItemSchema)]),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * An object of string values whose keys are data: any string, `__proto__` and `constructor`
 * included. zod's record rebuilds the object with plain assignment, which drops a `__proto__`
 * key; this keeps every own key in a null-prototype object, so a lookup never reaches
 * Object.prototype and JSON.stringify sends the key back.
 */
export const stringRecordSchema = z.pipe(
  z.unknown(),
  z.transform((v, payload): Record<string, string> => {
    const out = Object.create(null) as Record<string, string>;
    if (v === null || typeof v !== 'object' || Array.isArray(v)) {
      payload.issues.push({ code: 'custom', message: 'Expected an object of strings', input: v });
      return out;
    }
    for (const [key, value] of Object.entries(v)) {
      if (typeof value !== 'string') {
        payload.issues.push({ code: 'custom', path: [key], message: 'Expected a string', input: v });
        continue;
      }
      out[key] = value;
    }
    return out;
  }),
);

/** `{id, label}` pairs used by filter options and calls. */
export const idLabelSchema = z.looseObject({ id: idSchema, label: z.string() });
export type IdLabel = z.infer<typeof idLabelSchema>;

/** A list the service may omit or null: read as empty. */
export const tolerantList = <T extends z.core.SomeType>(item: T) =>
  z.pipe(
    z.nullish(z.array(item)),
    z.transform((v) => v ?? []),
  );

/** The exact error texts of the published interface (docs/service-interface.md), used by the emulator and by tests. */
export const errorTexts = {
  notAuthenticated: 'Not authenticated',
  noWorkspaceAccess: (workspaceId: number | string) => `User does not have access to workspace ${workspaceId}`,
  intentNotFound: (intentId: number | string, agentId: number | string) =>
    `Call intent with ID ${intentId} not found for agent ${agentId}`,
  profileNotFound: (profileId: number | string) => `Simulation profile with ID ${profileId} not found`,
  agentNotFound: (agentId: number | string) => `Agent with ID ${agentId} not found`,
  profileNameTaken: (name: string) => `A simulation profile named '${name}' already exists for this agent.`,
  clipSetNotFound: (id: number | string) => `Voice clip set with ID ${id} not found`,
  noSettings: (agentId: number | string) => `Agent ${agentId} does not have settings`,
  sipNotFound: 'SIP config not found',
  systemFieldUndeletable: 'System data extraction fields cannot be deleted',
  extractionFieldNotFound: (fieldId: number | string, agentId: number | string) =>
    `Data extraction field with ID ${fieldId} not found for agent ${agentId}`,
  ruleNotFound: (ruleId: number | string) => `Rule with ID ${ruleId} not found`,
  alertNotFound: (alertId: number | string) => `Alert definition with ID ${alertId} not found`,
  /** Part B (assumed). */
  callNotFound: (callId: number | string) => `Call with ID ${callId} not found`,
  /** B.7 (assumed): a clip set asked for a turn the call's transcript does not have. */
  turnNotInTranscript: (turn: number | string, callId: number | string) =>
    `Turn ${turn} is not in the transcript of call ${callId}`,
  /** B.4 (assumed): GET or DELETE of a review that does not exist. */
  callNotReviewed: (callId: number | string) => `Call ${callId} has not been reviewed`,
  /** B.7 (assumed): a comment that does not exist (deleted meanwhile). */
  commentNotFound: (commentId: number | string) => `Comment with ID ${commentId} not found`,
  /** B.9 (assumed). */
  channelNotFound: (id: number | string) => `Notification channel with ID ${id} not found`,
  channelNameTaken: (name: string) => `A notification channel named '${name}' already exists in this workspace.`,
  eventNotFound: (id: number | string) => `Alert event with ID ${id} not found`,
  eventResolved: (id: number | string) => `Alert event ${id} is already resolved`,
  /** FastAPI's answer for a route the server does not have (Part B may be missing). */
  routeNotFound: 'Not Found',
  methodNotAllowed: 'Method Not Allowed',
} as const;

type ErrorText = string | ((...values: never[]) => string);

const HOLE = '\u0000';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const matchers = new Map<ErrorText, RegExp>();

/**
 * Whether `detail` is the text `text` (one of `errorTexts`) for some values: matchers are built
 * from errorTexts, never written again by hand. The service may end a sentence without its full
 * stop; both are recognised.
 */
export function isErrorText(text: ErrorText, detail: string | null | undefined): boolean {
  if (detail === null || detail === undefined) return false;
  if (typeof text === 'string') return detail === text;
  let matcher = matchers.get(text);
  if (!matcher) {
    const holes = Array.from({ length: text.length }, () => HOLE) as never[];
    const template = escapeRegExp(text(...holes))
      .split(HOLE)
      .join('([\\s\\S]+)')
      .replace(/\\\.$/, '\\.?');
    matcher = new RegExp(`^${template}$`);
    matchers.set(text, matcher);
  }
  return matcher.test(detail);
}
