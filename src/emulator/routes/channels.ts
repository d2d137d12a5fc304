import { type NotificationChannelBody, errorTexts, notificationChannelBodySchema } from '../../contract/index.ts';
import { type DeliveryStore, type StoredChannel, channelView, sendThrough } from '../delivery-store.ts';
import { EmuError, readBody } from '../errors.ts';
import { type Router, json, noContent } from '../router.ts';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The stored config of a body; a webhook's secret is set, kept (left out) or cleared (null). */
function apply(channel: StoredChannel, body: NotificationChannelBody): void {
  const wasWebhook = channel.type === 'webhook';
  channel.name = body.name;
  channel.type = body.type;
  if (body.type === 'webhook') {
    channel.config = { url: body.config.url };
    if (body.config.secret !== undefined) channel.secret = body.config.secret === '' ? null : body.config.secret;
    else if (!wasWebhook) channel.secret = null;
  } else {
    channel.secret = null;
    channel.config =
      body.type === 'slack' ? { webhook_url: body.config.webhook_url } : { addresses: body.config.addresses };
  }
  channel.updated_at = new Date().toISOString();
}

/** B.9: a workspace's notification channels, and a test send through one. */
export function registerChannels(r: Router, delivery: DeliveryStore): void {
  const nameTaken = (workspaceId: number, name: string, except?: number) => {
    if (delivery.ofWorkspace(workspaceId).some((c) => c.id !== except && sameName(c.name, name))) {
      throw new EmuError(409, errorTexts.channelNameTaken(name));
    }
  };

  r.workspace('GET', '/notification-channels', ({ workspaceId }) =>
    json(delivery.ofWorkspace(workspaceId).map(channelView)),
  );

  r.workspace('POST', '/notification-channels', async ({ c, workspaceId }) => {
    const body = await readBody(c, notificationChannelBodySchema);
    nameTaken(workspaceId, body.name);
    const now = new Date().toISOString();
    const channel: StoredChannel = {
      id: delivery.nextId++,
      workspaceId,
      name: '',
      type: body.type,
      config: {},
      secret: null,
      created_at: now,
      updated_at: now,
    };
    apply(channel, body);
    delivery.channels.push(channel);
    return json(channelView(channel), 201);
  });

  r.workspace('PUT', '/notification-channels/:channelId', async ({ c, workspaceId, intParam }) => {
    const channel = delivery.find(workspaceId, intParam('channelId', 'channel_id'));
    const body = await readBody(c, notificationChannelBodySchema);
    nameTaken(workspaceId, body.name, channel.id);
    apply(channel, body);
    return json(channelView(channel));
  });

  r.workspace('DELETE', '/notification-channels/:channelId', ({ workspaceId, intParam }) => {
    const channel = delivery.find(workspaceId, intParam('channelId', 'channel_id'));
    delivery.channels = delivery.channels.filter((x) => x !== channel);
    return noContent();
  });

  r.workspace('POST', '/notification-channels/:channelId/test', async ({ workspaceId, intParam }) => {
    const channel = delivery.find(workspaceId, intParam('channelId', 'channel_id'));
    const at = new Date().toISOString();
    const text = `Test message from the call monitor for channel "${channel.name}"`;
    const payload = {
      test: true,
      channel: { id: channel.id, name: channel.name, type: channel.type },
      workspace_id: workspaceId,
      at,
    };
    return json(
      await sendThrough(delivery, channel, {
        payload,
        text,
        subject: 'Test message from the call monitor',
        test: true,
      }),
    );
  });
}
