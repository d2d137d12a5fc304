/**
 * The e2e suite runs one app server per Playwright worker, each with its own emulator (data,
 * faults, request log), so tests on two workers never see each other's state. Worker i talks to
 * port E2E_PORT + i.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
// Three by default on this two-core machine: a test spends part of its time waiting (on the
// browser, on faults' delays), which a third worker fills. The whole suite (345 tests): 14.3 min
// on two workers, 11.2 min on three. A fourth does not pay: six specs (53 tests) in 136 s on four,
// 114 and 126 s on three, runs taken in turns.
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3));
export const serverUrl = (worker: number) => `http://127.0.0.1:${E2E_PORT + worker}`;
