import * as z from 'zod/mini';
import { idSchema, timestampSchema, tolerantList } from './common.ts';

/**
 * Service interface B.9 (assumed): a workspace's notification channels, where alert firings go.
 * Read tolerantly: a type the client does not know is kept and shown by name, unknown keys pass.
 */

export const CHANNEL_TYPES = ['webhook', 'slack', 'email'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

export const notificationChannelSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  type: z.string(),
  /** By type: webhook `{url, secret_set}`, slack `{webhook_url}`, email `{addresses}`; others as sent. */
  config: z.nullish(
    z.looseObject({
      url: z.nullish(z.string()),
      secret_set: z.nullish(z.boolean()),
      webhook_url: z.nullish(z.string()),
      addresses: z.nullish(z.array(z.string())),
    }),
  ),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;
export const notificationChannelListSchema = z.array(notificationChannelSchema);

/** Whether a text is an http or https URL (the rule the service states for webhook and Slack URLs). */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** One address: something, an @, a domain with a dot; no spaces. */
export const isEmailAddress = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

const httpUrl = z.string().check(z.refine(isHttpUrl, 'URL must be an http or https URL'));

/**
 * The body of a create or update. A webhook's `secret` is write-only: a string sets it, left out
 * keeps the stored one, `null` clears it.
 */
const name = z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(200));
export const notificationChannelBodySchema = z.discriminatedUnion('type', [
  z.object({
    name,
    type: z.literal('webhook'),
    config: z.object({ url: httpUrl, secret: z.optional(z.nullable(z.string())) }),
  }),
  z.object({ name, type: z.literal('slack'), config: z.object({ webhook_url: httpUrl }) }),
  z.object({
    name,
    type: z.literal('email'),
    config: z.object({
      addresses: z
        .array(z.string().check(z.refine(isEmailAddress, 'Not an email address')))
        .check(z.minLength(1, 'At least one address is required')),
    }),
  }),
]);
export type NotificationChannelBody = z.infer<typeof notificationChannelBodySchema>;

/** What a test send (or any delivery attempt) reported. */
export const channelTestResultSchema = z.looseObject({
  delivered: z.boolean(),
  status_code: z.nullish(z.int()),
  error: z.nullish(z.string()),
  at: timestampSchema,
});
export type ChannelTestResult = z.infer<typeof channelTestResultSchema>;

export const SEVERITIES = ['info', 'warning', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Day = (typeof DAYS)[number];

const hhmm = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time as HH:MM'));
export const muteWindowSchema = z.object({
  days: z.array(z.enum(DAYS)).check(z.minLength(1, 'Choose at least one day')),
  start: hhmm,
  end: hhmm,
  tz: z.string().check(z.minLength(1, 'A time zone is required')),
});
export type MuteWindow = z.infer<typeof muteWindowSchema>;

export const DELIVERY_STATUSES = ['sent', 'failed', 'muted', 'snoozed'] as const;
export const deliverySchema = z.looseObject({
  channel_id: z.nullish(idSchema),
  status: z.string(),
  at: timestampSchema,
  error: z.nullish(z.string()),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryListSchema = tolerantList(deliverySchema);

export const EVENT_STATES = ['firing', 'acknowledged', 'resolved'] as const;
export type EventState = (typeof EVENT_STATES)[number];

/** The body of acknowledge and resolve: the comment may be empty. */
export const eventActionBodySchema = z.object({ comment: z.optional(z.nullable(z.string().check(z.maxLength(2000)))) });
