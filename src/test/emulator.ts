import { beforeEach, vi } from 'vitest';
import { createEmulator, DEMO_TOKEN, type Emulator, type Fault, type RequestLogEntry } from '../emulator/app';
import { PINNED_SEED_NOW } from '../emulator/seed-base';
import { emulatorFetch } from '../emulator/in-process';
import { signIn } from '../lib/session';

export type InProcessEmulator = {
  /** This test's emulator (a fresh one per test). */
  readonly emulator: Emulator;
  fault(fault: Fault): Promise<void>;
  /** Lets the requests held by a fault's `hold: name` go on. */
  release(name: string): Promise<void>;
  /** Resolves once a request is waiting on the hold `name`. */
  held(name: string): Promise<void>;
  /** Every API request the app made so far, oldest first. */
  requests(): Promise<RequestLogEntry[]>;
  /** A request from someone else (another person, another tab), signed in with the demo token. */
  call(path: string, init?: RequestInit): Promise<Response>;
};

const control = (emulator: Emulator, path: string, init?: RequestInit) =>
  Promise.resolve(emulator.app.fetch(new Request(`http://localhost${path}`, init)));

async function ok(response: Promise<Response>, what: string): Promise<Response> {
  const r = await response;
  if (!r.ok) throw new Error(`${what}: ${r.status} ${await r.text()}`);
  return r;
}

/**
 * The service in the test's own process, for component tests: before each test a fresh,
 * seeded emulator answers `fetch`, and the demo token is signed in.
 */
export function setupEmulator(): InProcessEmulator {
  let current: Emulator | null = null;
  beforeEach(() => {
    current = createEmulator({ now: PINNED_SEED_NOW });
    vi.stubGlobal('fetch', emulatorFetch(current));
    signIn({ token: DEMO_TOKEN, baseUrl: 'http://localhost', remember: false });
  });
  const emulator = () => {
    if (!current) throw new Error('setupEmulator: the emulator exists only inside a test');
    return current;
  };
  const json = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    get emulator() {
      return emulator();
    },
    fault: async (fault) => {
      await ok(control(emulator(), '/__emulator/faults', json('POST', fault)), 'fault');
    },
    release: async (name) => {
      await ok(control(emulator(), '/__emulator/release', json('POST', { hold: name })), 'release');
    },
    held: async (name) => {
      await vi.waitFor(async () => {
        const names = (await (await control(emulator(), '/__emulator/held')).json()) as string[];
        if (!names.includes(name)) throw new Error(`no request is held as ${name}`);
      });
    },
    requests: async () => (await (await control(emulator(), '/__emulator/requests')).json()) as RequestLogEntry[],
    call: (path, init) =>
      control(emulator(), path, { ...init, headers: { Authorization: `Bearer ${DEMO_TOKEN}`, ...init?.headers } }),
  };
}
