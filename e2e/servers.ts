/**
 * The e2e suite runs one app server per Playwright worker, each with its own emulator (data,
 * faults, request log), so tests on two workers never see each other's state. Worker i talks to
 * port E2E_PORT + i.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
// Two by default: most of a test's time is spent waiting (on the browser, on faults' delays).
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
export const serverUrl = (worker: number) => `http://127.0.0.1:${E2E_PORT + worker}`;
