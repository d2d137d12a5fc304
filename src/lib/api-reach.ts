/**
 * The origin the build's Content-Security-Policy lets API calls go to, as deploy/security-headers.ts
 * states it for the build's VITE_API_BASE_URL: "'self'" or an origin. Written into the build by
 * vite.config.ts (`define`), so the app takes the policy from the build, not from the deploy folder.
 */
declare const __API_POLICY_SOURCE__: string | undefined;

/** Where the app may send API calls: the page's own origin, and the origins its policy allows. */
export type ApiReach = { here: string; origins: readonly string[] };

/**
 * The built app's Content-Security-Policy lets it call only its own origin, or only the origin
 * of the build's VITE_API_BASE_URL (deploy/security-headers.ts). The dev server sets no policy.
 */
export function apiReach(): ApiReach | null {
  if (!import.meta.env.PROD || typeof __API_POLICY_SOURCE__ !== 'string') return null;
  const here = window.location.origin;
  return { here, origins: [__API_POLICY_SOURCE__ === "'self'" ? here : __API_POLICY_SOURCE__] };
}
