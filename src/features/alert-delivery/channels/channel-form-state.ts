import * as z from 'zod/mini';
import {
  CHANNEL_TYPES,
  type ChannelType,
  type NotificationChannel,
  type NotificationChannelBody,
  isEmailAddress,
  isHttpUrl,
  notificationChannelBodySchema,
} from '../../../contract';

/**
 * The channel form's values and what it checks before sending. A webhook's secret is
 * write-only: the form knows only whether one is set, and says what to do with it
 * (`keep` the stored one, `replace` it with what is typed, `clear` it).
 */
export type SecretAction = 'keep' | 'replace' | 'clear';
export type ChannelValues = {
  name: string;
  type: ChannelType;
  url: string;
  secret: string;
  secretAction: SecretAction;
  slackUrl: string;
  addresses: string;
};

export const emptyValues: ChannelValues = {
  name: '',
  type: 'webhook',
  url: '',
  secret: '',
  secretAction: 'replace',
  slackUrl: '',
  addresses: '',
};

/** A stored channel's values; a type the form does not know opens as a webhook to be chosen again. */
export function valuesOf(c: NotificationChannel): ChannelValues {
  const type: ChannelType = c.type === 'slack' || c.type === 'email' ? c.type : 'webhook';
  return {
    name: c.name,
    type,
    url: c.config?.url ?? '',
    secret: '',
    secretAction: 'keep',
    slackUrl: c.config?.webhook_url ?? '',
    addresses: (c.config?.addresses ?? []).join('\n'),
  };
}

/** Addresses as typed: one per line or separated by commas or semicolons. */
export const splitAddresses = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);

/** The body sent; the secret goes only when it changes (a string sets it, null clears it). */
export function bodyOf(v: ChannelValues): NotificationChannelBody {
  const name = v.name.trim();
  if (v.type === 'slack') return { name, type: 'slack', config: { webhook_url: v.slackUrl.trim() } };
  if (v.type === 'email') return { name, type: 'email', config: { addresses: splitAddresses(v.addresses) } };
  const config: { url: string; secret?: string | null } = { url: v.url.trim() };
  if (v.secretAction === 'replace' && v.secret !== '') config.secret = v.secret;
  if (v.secretAction === 'clear') config.secret = null;
  return { name, type: 'webhook', config };
}

/** Field name (as the form shows them) to message. */
export type FieldName = 'name' | 'url' | 'secret' | 'slackUrl' | 'addresses';
export type FormErrors = Map<FieldName, string>;

/**
 * The rules the dashboard knows before sending: a name, not one another channel of the list
 * has (any case), an http(s) URL, at least one address and each a valid one; then whatever else
 * the contract's body schema asks of the body the values make, under the field it is about.
 */
export function validate(v: ChannelValues, others: readonly { name: string }[]): FormErrors {
  const errors: FormErrors = new Map();
  const name = v.name.trim();
  if (name === '') errors.set('name', 'Name is required.');
  else if (others.some((o) => o.name.trim().toLowerCase() === name.toLowerCase())) {
    errors.set('name', `Another channel of this workspace is already named '${name}'.`);
  }
  const url = (text: string) => {
    if (text.trim() === '') return 'A URL is required.';
    return isHttpUrl(text.trim()) ? null : 'Enter an http:// or https:// URL.';
  };
  if (v.type === 'webhook') {
    const problem = url(v.url);
    if (problem) errors.set('url', problem);
    if (v.secretAction === 'replace' && v.secret.trim() === '' && v.secret !== '') {
      errors.set('secret', 'A secret of spaces only cannot be told apart from none; type some characters.');
    }
  }
  if (v.type === 'slack') {
    const problem = url(v.slackUrl);
    if (problem) errors.set('slackUrl', problem);
  }
  if (v.type === 'email') {
    const list = splitAddresses(v.addresses);
    const bad = list.filter((a) => !isEmailAddress(a));
    if (list.length === 0) errors.set('addresses', 'Enter at least one address.');
    else if (bad.length > 0) errors.set('addresses', `Not an email address: ${bad.join(', ')}`);
  }
  const body = notificationChannelBodySchema.safeParse(bodyOf(v));
  for (const issue of body.success ? [] : body.error.issues) {
    const field = fieldOfPath(issue.path.map(String).join('.'));
    if (field && !errors.has(field)) errors.set(field, issue.message);
  }
  return errors;
}

/**
 * The form's schema for react-hook-form's zodResolver: the values as the form holds them,
 * checked by `validate` (the form's own rules, then the contract's body schema).
 */
export const channelFormSchema = (others: readonly { name: string }[]) =>
  z
    .object({
      name: z.string(),
      type: z.enum(CHANNEL_TYPES),
      url: z.string(),
      secret: z.string(),
      secretAction: z.enum(['keep', 'replace', 'clear']),
      slackUrl: z.string(),
      addresses: z.string(),
    })
    .check(
      z.superRefine((v, ctx) => {
        for (const [field, message] of validate(v, others)) {
          ctx.issues.push({ code: 'custom', path: [field], message, input: v[field] });
        }
      }),
    );

/** Where a validation item of the service belongs in this form (its `loc` past `body`). */
export function fieldOfPath(path: string): FieldName | null {
  if (path === 'name') return 'name';
  if (path === 'config.url') return 'url';
  if (path === 'config.secret') return 'secret';
  if (path === 'config.webhook_url') return 'slackUrl';
  if (path.startsWith('config.addresses')) return 'addresses';
  return null;
}
