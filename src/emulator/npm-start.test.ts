import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

describe('npm start', () => {
  // A machine without a desktop: no DISPLAY, and a browser opener that records being asked.
  it('on a machine without a desktop prints the URL and the demo token, no error, opens no browser, and has calls of today', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'npm-start-'));
    const opened = join(dir, 'opened');
    const opener = join(dir, 'xdg-open');
    writeFileSync(opener, `#!/bin/sh\necho "$@" >> "${opened}"\nexit 3\n`);
    chmodSync(opener, 0o755);
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${dir}:${process.env.PATH ?? ''}`, EMULATOR: 'on', CI: '' };
    for (const k of ['DISPLAY', 'WAYLAND_DISPLAY', 'BROWSER', 'npm_config_loglevel', 'EMULATOR_NOW']) delete env[k];
    const child = spawn('npm', ['start', '--silent', '--', '--port', String(port), '--strictPort'], {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      rmSync(dir, { recursive: true, force: true });
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const url = `http://127.0.0.1:${port}/`;
    const deadline = Date.now() + 45_000;
    while (!output.includes('demo-token') && Date.now() < deadline && child.exitCode === null) {
      await new Promise((r) => setTimeout(r, 100));
    }
    // The server answers, and a browser opener would have been started by now.
    expect((await fetch(`${url}connect`)).ok).toBe(true);
    await new Promise((r) => setTimeout(r, 1500));

    expect(output).toContain(url);
    expect(output).toContain('demo token "demo-token"');
    expect(output).not.toMatch(/error|ENOENT|exception|failed|\bat .*:\d+:\d+/i);
    expect(existsSync(opened), 'a browser was asked to open').toBe(false);
    // The demo is current whenever it starts: the Support line has calls of the last 24 hours.
    const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
    const recent = await fetch(`${url}api/v1/workspaces/1/agents/1/calls?started_after=${dayAgo}`, {
      headers: { Authorization: 'Bearer demo-token' },
    });
    expect(((await recent.json()) as { total: number }).total).toBeGreaterThan(0);
  }, 60_000);
});
