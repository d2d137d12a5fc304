// `npm run test:nginx`: serves the built app through a real nginx, configured by the shipped
// template (deploy/nginx.conf.template), with the emulator as the service behind /api/, and runs
// deploy/nginx.spec.ts against it. nginx runs in the foreground on a loopback port chosen per run,
// its pid, logs and temporary files in a temporary directory. Where nginx is missing it is
// installed from Debian (as root); where it cannot be, the check is skipped with a message.
import { execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxTemplate, PLACEHOLDERS, renderTemplate, type Placeholder } from '../deploy/nginx-template';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DIST = join(ROOT, 'dist');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const log = (line: string) => console.log(`[nginx check] ${line}`);

function which(name: string): string | undefined {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin']) {
    const p = join(dir, name);
    if (dir && existsSync(p)) return p;
  }
  return undefined;
}

/** Debian's nginx (nginx-light where the release has it) and envsubst, when root can install them. */
function installFromDebian(packages: string[]): boolean {
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  // Installing nginx would start it on port 80; a policy-rc.d that says no keeps it stopped.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  try {
    if (ownPolicy) {
      writeFileSync(policy, '#!/bin/sh\nexit 101\n');
      chmodSync(policy, 0o755);
    }
    log(`installing ${packages.join(' ')} with apt-get...`);
    execSync('apt-get update -qq', { stdio: 'inherit' });
    const light =
      execSync('apt-cache show nginx-light >/dev/null 2>&1 && echo yes || true').toString().trim() === 'yes';
    const names = packages.map((p) => (p === 'nginx' && light ? 'nginx-light' : p));
    execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${names.join(' ')}`, {
      stdio: 'inherit',
    });
    return true;
  } catch (error) {
    log(`apt-get failed: ${String(error)}`);
    return false;
  } finally {
    if (ownPolicy && existsSync(policy)) unlinkSync(policy);
  }
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited (code ${child.exitCode}) before answering ${url}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not answer ${url} within 20 s`);
}

const children: ChildProcess[] = [];
let work = '';
/** Stops nginx and the emulator, waiting for them (nginx removes its pid file on the way out). */
async function cleanUp() {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((done) => {
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
            done();
          }, 5000);
          child.once('exit', () => {
            clearTimeout(timer);
            done();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  if (work) rmSync(work, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  void cleanUp().then(() => process.exit(130));
});

async function main(): Promise<number> {
  if (process.env.NGINX_BIN && !existsSync(process.env.NGINX_BIN)) {
    throw new Error(`NGINX_BIN points at ${process.env.NGINX_BIN}, which does not exist.`);
  }
  let nginx = process.env.NGINX_BIN ?? which('nginx');
  let envsubst = which('envsubst');
  if (!nginx || !envsubst) {
    installFromDebian([...(nginx ? [] : ['nginx']), ...(envsubst ? [] : ['gettext-base'])]);
    nginx = process.env.NGINX_BIN ?? which('nginx');
    envsubst = which('envsubst');
  }
  if (!nginx) {
    console.warn(
      [
        '',
        '*** SKIPPED: the nginx check (deploy/nginx.spec.ts) needs nginx, which is not installed',
        '*** and cannot be installed here (needs root and apt-get). Install it, then run again:',
        '***   sudo apt-get install -y nginx-light     (or point NGINX_BIN at an nginx binary)',
        '',
      ].join('\n'),
    );
    return 0;
  }
  if (!existsSync(join(DIST, 'index.html'))) {
    log('no dist/: building the app first (npx vite build)');
    execSync('npx vite build', { cwd: ROOT, stdio: 'inherit' });
  }

  // The shipped template, unless this build names another API origin: then the one generated for it.
  const apiBaseUrl = process.env.VITE_API_BASE_URL?.trim();
  const template = apiBaseUrl
    ? nginxTemplate(apiBaseUrl)
    : readFileSync(join(ROOT, 'deploy/nginx.conf.template'), 'utf8');
  const nginxPort = Number(process.env.NGINX_PORT) || (await freePort());
  const emulatorPort = Number(process.env.NGINX_EMULATOR_PORT) || (await freePort());
  const values: Record<Placeholder, string> = {
    LISTEN_PORT: `127.0.0.1:${nginxPort}`,
    DASHBOARD_ROOT: DIST,
    API_UPSTREAM: `http://127.0.0.1:${emulatorPort}`,
  };

  work = mkdtempSync(join(tmpdir(), 'cm-nginx-'));
  let rendered: string;
  if (envsubst) {
    rendered = execFileSync(envsubst, [PLACEHOLDERS.map((p) => `\${${p}}`).join(' ')], {
      input: template,
      env: { ...process.env, ...values },
    }).toString();
    log(`rendered the template with envsubst (${envsubst})`);
  } else {
    rendered = renderTemplate(template, values);
    log('envsubst not found: rendered the template with the built-in substitution of its three placeholders');
  }
  writeFileSync(join(work, 'dashboard.conf'), rendered);

  const version = execSync(`"${nginx}" -V 2>&1`).toString();
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].filter(
    (m) => m === 'client_body' || !version.includes(`--without-http_${m}_module`),
  );
  const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'].find((p) => existsSync(p));
  writeFileSync(
    join(work, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      // Started as root, workers would run as nobody, who may not read a checkout under /root.
      ...(isRoot ? ['user root;'] : []),
      `pid ${join(work, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 256; }',
      'http {',
      mimeTypes
        ? `  include ${mimeTypes};`
        : '  types { text/html html; text/css css; text/javascript js; application/json json; image/svg+xml svg; }',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...temps.map((m) => `  ${m}_temp_path ${join(work, m)};`),
      `  include ${join(work, 'dashboard.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  for (const m of temps) mkdirSync(join(work, m));

  const emulator = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['src/emulator/standalone.ts'], {
    cwd: ROOT,
    env: { ...process.env, EMULATOR_PORT: String(emulatorPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(emulator);
  const server = spawn(nginx, ['-p', work, '-c', join(work, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(server);
  const nginxUrl = `http://127.0.0.1:${nginxPort}`;
  await waitFor(`${values.API_UPSTREAM}/__emulator/requests`, emulator, 'the emulator');
  await waitFor(`${nginxUrl}/`, server, 'nginx');
  log(`${version.split('\n')[0]} serves dist/ on ${nginxUrl}, the emulator on ${values.API_UPSTREAM} behind /api/`);

  const playwright = spawn(
    join(ROOT, 'node_modules/.bin/playwright'),
    ['test', '-c', 'playwright.nginx.config.ts', ...process.argv.slice(2)],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NGINX_URL: nginxUrl, NGINX_UPSTREAM: values.API_UPSTREAM } },
  );
  return new Promise((done) => playwright.on('exit', (code) => done(code ?? 1)));
}

main()
  .catch((error: unknown) => {
    console.error(`[nginx check] ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  })
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  });
