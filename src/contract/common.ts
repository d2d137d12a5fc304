import { z } from 'zod';

// zod compiles parsers with `new Function` when it can; the built app's Content-Security-Policy
// forbids eval, and probing for it raises a CSP violation report. Parse without it.
z.config({ jitless: true });

/** Ids are integers in the published interface. */
export const idSchema = z.number().int();

/** Timestamps are ISO 8601 UTC strings; never trusted to be present. */
export const timestampSchema = z.string().nullish();

/** One item of a FastAPI validation failure, pydantic 1 (no input/ctx) or 2 shape. */
export const validationItemSchema = z.looseObject({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string().nullish(),
  input: z.unknown().optional(),
  ctx: z.record(z.string(), z.unknown()).nullish(),
});
export type ValidationItem = z.infer<typeof validationItemSchema>;

/** The service's error body: `detail` is a string or a list of validation items. */
export const errorBodySchema = z.looseObject({
  detail: z.union([z.string(), z.array(validationItemSchema)]),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `{id, label}` pairs used by filter options and calls. */
export const idLabelSchema = z.looseObject({ id: idSchema, label: z.string() });
export type IdLabel = z.infer<typeof idLabelSchema>;

/** A list the service may omit or null: read as empty. */
export const tolerantList = <T extends z.ZodType>(item: T) =>
  z.array(item).nullish().transform((v) => v ?? []);

/** The exact error texts of API.md Part A, used by the emulator and by tests. */
export const errorTexts = {
  notAuthenticated: 'Not authenticated',
  noWorkspaceAccess: (workspaceId: number | string) =>
    `User does not have access to workspace ${workspaceId}`,
  intentNotFound: (intentId: number | string, agentId: number | string) =>
    `Call intent with ID ${intentId} not found for agent ${agentId}`,
  profileNotFound: (profileId: number | string) => `Simulation profile with ID ${profileId} not found`,
  agentNotFound: (agentId: number | string) => `Agent with ID ${agentId} not found`,
  profileNameTaken: (name: string) =>
    `A simulation profile named '${name}' already exists for this agent.`,
  clipSetNotFound: (id: number | string) => `Voice clip set with ID ${id} not found`,
  noSettings: (agentId: number | string) => `Agent ${agentId} does not have settings`,
  sipNotFound: 'SIP config not found',
  systemFieldUndeletable: 'System data extraction fields cannot be deleted',
  extractionFieldNotFound: (fieldId: number | string, agentId: number | string) =>
    `Data extraction field with ID ${fieldId} not found for agent ${agentId}`,
  ruleNotFound: (ruleId: number | string) => `Rule with ID ${ruleId} not found`,
  /** Part B (assumed). */
  callNotFound: (callId: number | string) => `Call with ID ${callId} not found`,
  /** FastAPI's answer for a route the server does not have (Part B may be missing). */
  routeNotFound: 'Not Found',
  methodNotAllowed: 'Method Not Allowed',
} as const;
