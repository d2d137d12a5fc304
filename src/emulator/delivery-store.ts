import type { AlertDefinition, AlertEvent, Delivery, NotificationChannel } from '../contract/index.ts';
import { errorTexts } from '../contract/index.ts';
import { mutedAt } from './mute-windows.ts';
import { EmuError } from './errors.ts';
import { type PostResult, type Self, post } from './delivery.ts';
import type { AgentRecord } from './seed.ts';

/** A channel as the emulator keeps it: with its secret, which no answer carries. */
export type StoredChannel = {
  id: number;
  workspaceId: number;
  name: string;
  type: string;
  config: { url?: string; webhook_url?: string; addresses?: string[] };
  secret: string | null;
  created_at: string;
  updated_at: string;
};

/** An email the emulator would have sent (`GET /__emulator/outbox`). */
export type OutboxEntry = {
  channel_id: number;
  to: string[];
  subject: string;
  text: string;
  at: string;
  test: boolean;
};

/** A webhook delivery the emulator's own receiver took (`GET /__emulator/webhooks`). */
export type ReceivedWebhook = { path: string; signature: string | null; body: unknown; at: string };

/** Where the emulator receives webhooks itself (under its own address): `POST /__receiver/<name>`. */
export const RECEIVER_PATH = '/__receiver/';
/** The seeded webhook's receiver, on the emulator's own address. */
export const SEEDED_HOOK = `${RECEIVER_PATH}on-call`;
/** The address assumed until a request tells the emulator its own (the in-process client's). */
const UNKNOWN_ORIGIN = 'http://localhost';

function seedChannels(now: number, origin: string): StoredChannel[] {
  const at = new Date(now - 30 * 86_400_000).toISOString();
  return [
    // The emulator's own receiver: a test send is delivered on first start, and can be read back.
    {
      id: 1,
      workspaceId: 1,
      name: 'On-call webhook',
      type: 'webhook',
      config: { url: `${origin}${SEEDED_HOOK}` },
      secret: 'demo-secret',
      created_at: at,
      updated_at: at,
    },
    {
      id: 2,
      workspaceId: 1,
      name: 'Support leads',
      type: 'email',
      config: { addresses: ['support-leads@acme-demo.example'] },
      secret: null,
      created_at: at,
      updated_at: at,
    },
  ];
}

/** B.9's channels, the email outbox and the webhooks received; a reset lays the seed again. */
export class DeliveryStore {
  channels: StoredChannel[] = [];
  outbox: OutboxEntry[] = [];
  received: ReceivedWebhook[] = [];
  nextId = 100;
  /** How the emulator answers a delivery to its own address (set by its app). */
  answer: Self['fetch'] | null = null;
  readonly #seededAt: number;
  #origin: string | null = null;

  constructor(seededAt: number) {
    this.#seededAt = seededAt;
    this.reset();
  }

  reset(): void {
    this.channels = seedChannels(this.#seededAt, this.#origin ?? UNKNOWN_ORIGIN);
    this.outbox = [];
    this.received = [];
    this.nextId = 100;
  }

  /**
   * The emulator's own address, from the first request it answers (no one reads a channel before
   * that): the seeded webhook, still on the assumed address, moves to it.
   */
  learnOrigin(origin: string): void {
    if (this.#origin !== null) return;
    this.#origin = origin;
    const assumed = `${UNKNOWN_ORIGIN}${SEEDED_HOOK}`;
    for (const c of this.channels) if (c.config.url === assumed) c.config.url = `${origin}${SEEDED_HOOK}`;
  }

  self(): Self | undefined {
    const answer = this.answer;
    return answer ? { origin: this.#origin ?? UNKNOWN_ORIGIN, fetch: answer } : undefined;
  }

  ofWorkspace(workspaceId: number): StoredChannel[] {
    return this.channels.filter((c) => c.workspaceId === workspaceId);
  }

  find(workspaceId: number, id: number): StoredChannel {
    const channel = this.channels.find((c) => c.workspaceId === workspaceId && c.id === id);
    if (!channel) throw new EmuError(404, errorTexts.channelNotFound(id));
    return channel;
  }
}

/** A channel as the service answers with it: a webhook says whether a secret is set, never which. */
export function channelView(c: StoredChannel): NotificationChannel {
  const config = c.type === 'webhook' ? { url: c.config.url ?? null, secret_set: c.secret !== null } : { ...c.config };
  return { id: c.id, name: c.name, type: c.type, config, created_at: c.created_at, updated_at: c.updated_at };
}

/** Sends one payload through a channel: webhook and Slack by HTTP POST, email into the outbox. */
export async function sendThrough(
  store: DeliveryStore,
  c: StoredChannel,
  message: { payload: unknown; text: string; subject: string; test: boolean },
): Promise<PostResult> {
  const at = new Date().toISOString();
  if (c.type === 'email') {
    store.outbox.push({
      channel_id: c.id,
      to: c.config.addresses ?? [],
      subject: message.subject,
      text: message.text,
      at,
      test: message.test,
    });
    return { delivered: true, status_code: null, error: null, at };
  }
  if (c.type === 'slack') {
    const payload = message.test ? { test: true, text: message.text } : { text: message.text };
    return post({ url: c.config.webhook_url ?? '', payload }, store.self());
  }
  return post({ url: c.config.url ?? '', payload: message.payload, secret: c.secret }, store.self());
}

/** Why a definition's firing is not delivered now, if it is not. */
function heldBy(definition: AlertDefinition, now: Date): 'snoozed' | 'muted' | null {
  const until = definition.snoozed_until ? Date.parse(definition.snoozed_until) : NaN;
  if (until > now.getTime()) return 'snoozed';
  const windows = (definition.mute_windows ?? []).map((w) => ({ ...w, days: w.days as never }));
  return mutedAt(windows, now) ? 'muted' : null;
}

/**
 * Delivers a firing to each of its definition's channels, or records why not: snoozed, muted,
 * a channel deleted since (failed, naming it), or what the receiver said.
 */
export async function deliverFiring(
  store: DeliveryStore,
  workspaceId: number,
  agent: AgentRecord,
  definition: AlertDefinition,
  event: AlertEvent,
  now = new Date(),
): Promise<Delivery[]> {
  const held = heldBy(definition, now);
  const severity = definition.severity ?? 'warning';
  const payload = {
    event,
    alert: { id: definition.id, name: definition.name, severity },
    agent: { id: agent.id, name: agent.name },
    workspace_id: workspaceId,
  };
  const text = `[${severity}] ${definition.name} fired for ${agent.name}: ${event.matched ?? 'no account given'}`;
  return Promise.all(
    (definition.channel_ids ?? []).map(async (channelId): Promise<Delivery> => {
      const at = now.toISOString();
      if (held) return { channel_id: channelId, status: held, at, error: null };
      const channel = store.channels.find((c) => c.workspaceId === workspaceId && c.id === channelId);
      if (!channel)
        return { channel_id: channelId, status: 'failed', at, error: errorTexts.channelNotFound(channelId) };
      const sent = await sendThrough(store, channel, {
        payload,
        text,
        subject: `[${severity}] ${definition.name}`,
        test: false,
      });
      return { channel_id: channelId, status: sent.delivered ? 'sent' : 'failed', at: sent.at, error: sent.error };
    }),
  );
}
