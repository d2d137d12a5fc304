import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { auth } from './alerts-helpers';
import { AGENT, expect, test } from './fixtures';

// Shared by the alert-delivery-*.spec.ts files: notification channels, firings and the definition's
// delivery settings.

// A real receiver on the loopback address, started by the test; nothing goes anywhere else.
type Received = { headers: IncomingHttpHeaders; body: string };
export let hookUrl = '';
export const received: Received[] = [];

/** Starts the receiver before the calling file's tests, forgets what it got before each, stops it after. */
export function useReceiver() {
  let receiver: Server;
  test.beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  });
  test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
  test.beforeEach(() => {
    received.length = 0;
  });
}

export const EVENTS = `${AGENT}/alert-events`;
export const API = '/api/v1/workspaces/1';

export async function createChannel(request: APIRequestContext, body: unknown): Promise<number> {
  const res = await request.post(`${API}/notification-channels`, { headers: auth, data: body });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

export const fire = async (request: APIRequestContext) => {
  const res = await request.post('/__emulator/fire', { data: { alertId: 1 } });
  expect(res.ok()).toBe(true);
};

/** Definition 1 of the demo agent, with B.9's fields set through the service. */
export async function setDefinition(request: APIRequestContext, extra: Record<string, unknown>) {
  const list = (await (await request.get(`${API}/agents/1/settings/alert-definitions`, { headers: auth })).json()) as {
    id: number;
  }[];
  const current = list.find((d) => d.id === 1) as Record<string, unknown>;
  const res = await request.put(`${API}/agents/1/settings/alert-definitions/1`, {
    headers: auth,
    data: { name: current.name, enabled: true, condition_tree: current.condition_tree, ...extra },
  });
  expect(res.ok()).toBe(true);
}
