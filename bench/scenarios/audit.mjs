// `npm audit --omit=dev`: high and critical findings in what ships, or why it could not run.
// `npm run bench -- audit`.
import { execSync } from 'node:child_process';

export const about = 'npm audit of the runtime dependencies: findings by severity (target: no high or critical)';
export const server = false;
export const browser = false;

export async function run() {
  console.log('\n== npm audit --omit=dev ==');
  // npm audit exits 1 both on findings and when it cannot reach the advisories: read its JSON.
  let out = '';
  let err = '';
  try {
    out = execSync('npm audit --omit=dev --json', { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  } catch (e) {
    out = String(e.stdout);
    err = String(e.stderr);
  }
  let report = null;
  try {
    report = JSON.parse(out);
  } catch {
    /* not JSON */
  }
  const counts = report?.metadata?.vulnerabilities;
  if (counts) console.log(`findings by severity: ${JSON.stringify(counts)} (target: high 0, critical 0)`);
  else console.log(`could not run: ${report?.message ?? report?.error?.summary ?? err.trim().split('\n').at(-1)}`);
}
