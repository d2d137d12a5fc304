import { beforeEach } from 'vitest';
import { createEmulator } from '../emulator/app';
import { DEMO_TOKEN, PINNED_SEED_NOW } from '../emulator/seed';

// The shared setup (src/test/setup.ts) clears web storage after each test; Node has none.
for (const name of ['sessionStorage', 'localStorage']) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: { clear() {} }, configurable: true });
}

export const DEMO_AUTH = { Authorization: `Bearer ${DEMO_TOKEN}` };

/**
 * The emulator's routes called directly, for tests of the emulator in Node: one seeded emulator,
 * reset before each test; `call` signs in with the demo token and sends a body as JSON.
 */
export function emulatorRoutes() {
  const emulator = createEmulator({ now: PINNED_SEED_NOW });
  const { app } = emulator;
  beforeEach(() => emulator.reset());
  const call = async (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    app.request(path, {
      method: init.method ?? 'GET',
      headers: {
        ...DEMO_AUTH,
        ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
  const detailOf = async (res: Response): Promise<unknown> => ((await res.json()) as { detail: unknown }).detail;
  const fault = async (f: Record<string, unknown>) =>
    app.request('/__emulator/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(f),
    });
  return { emulator, app, call, detailOf, fault };
}
