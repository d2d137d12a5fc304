import { apiSource } from '../../deploy/security-headers';
import { DEFAULT_BASE_URL } from './session';

/** Where the app may send API calls: the page's own origin, and the origins its policy allows. */
export type ApiReach = { here: string; origins: readonly string[] };

/**
 * The built app's Content-Security-Policy lets it call only its own origin, or only the origin
 * of the build's VITE_API_BASE_URL (deploy/security-headers.ts). The dev server sets no policy.
 */
export function apiReach(): ApiReach | null {
  if (!import.meta.env.PROD) return null;
  const here = window.location.origin;
  const source = apiSource(DEFAULT_BASE_URL);
  return { here, origins: [source === "'self'" ? here : source] };
}
