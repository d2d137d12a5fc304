import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { apiPaths } from '../contract';
import { DEMO_AUTH, emulatorRoutes } from './emulator-routes';

export type Received = { headers: IncomingHttpHeaders; body: string };

/**
 * A receiver on the loopback address for the emulator's deliveries (its `url` set once it
 * listens): it records what arrives and answers with `answer`, 200 unless a test sets it. Both are
 * reset before each test.
 */
function loopbackReceiver() {
  const receiver = { url: '', received: [] as Received[], answer: 200 };
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        receiver.received.push({ headers: req.headers, body });
        res.writeHead(receiver.answer).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.answer = 200;
  });
  return receiver;
}

/**
 * The emulator's notification channels and firings under test: its routes (`call(path, method,
 * body)`), a loopback receiver, a webhook channel to it (`createWebhook`) and a firing of an alert
 * definition (`fire`).
 */
export function deliveryTestbed() {
  const routes = emulatorRoutes();
  const receiver = loopbackReceiver();
  const call = (path: string, method = 'GET', body?: unknown) => routes.call(path, { method, body });
  const createWebhook = async (name = 'Pager', secret: string | null = 's3cret') =>
    (await (
      await call(apiPaths.channels(1), 'POST', { name, type: 'webhook', config: { url: receiver.url, secret } })
    ).json()) as { id: number };
  const fire = async (alertId: number) =>
    (await (
      await routes.app.request('/__emulator/fire', {
        method: 'POST',
        headers: { ...DEMO_AUTH, 'Content-Type': 'application/json' },
        body: JSON.stringify({ alertId }),
      })
    ).json()) as {
      id: number;
      deliveries: { channel_id: number; status: string; error: string | null }[];
    };
  return { ...routes, call, receiver, createWebhook, fire };
}
