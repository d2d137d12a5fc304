import type { ApiReach } from '../../lib/api-reach';

/**
 * A base URL is empty (this origin) or an absolute http(s) URL; in a built app, also one its
 * security policy lets it reach (`reach`), since any other would fail as if the service were down.
 */
export function baseUrlProblem(value: string, reach: ApiReach | null = null): string | null {
  const v = value.trim();
  let origin = reach?.here ?? '';
  if (v !== '') {
    try {
      const u = new URL(v);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') return 'Use an http:// or https:// address';
      origin = u.origin;
    } catch {
      return 'Enter a full address such as https://api.example.com, or leave it empty';
    }
  }
  if (!reach || reach.origins.includes(origin)) return null;
  const only = reach.origins.includes(reach.here)
    ? 'its own address: leave the field empty'
    : `${reach.origins.join(', ')}: enter that address`;
  return `This dashboard is built to reach only ${only} (another service needs a build made for it)`;
}
