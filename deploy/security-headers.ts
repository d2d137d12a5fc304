/**
 * The one statement of the dashboard's security policy. The build's <meta> tag and `vite preview`
 * (vite.config.ts) and the nginx template (deploy/nginx-template.ts) all read it from here, so
 * they cannot drift apart (deploy/security-headers.test.ts checks the committed template).
 */

/**
 * Where the app's API calls and recordings go: its own origin, or the origin of the build-time
 * default `VITE_API_BASE_URL` when that names one. A relative or empty value means this origin.
 */
export function apiSource(apiBaseUrl: string | undefined): string {
  const value = apiBaseUrl?.trim() ?? '';
  if (value === '' || value.startsWith('/')) return "'self'";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`VITE_API_BASE_URL must be empty or an absolute http(s) address; got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_API_BASE_URL must be an http(s) address; got "${value}".`);
  }
  return url.origin;
}

/**
 * The Content-Security-Policy a <meta> tag can carry. No inline script. Styles stay
 * 'unsafe-inline': Mantine sets CSS variables in style attributes. Recordings are fetched with
 * the bearer header and played from a blob: URL, hence blob: in media-src.
 */
export function contentSecurityPolicy(apiBaseUrl: string | undefined): string {
  const api = apiSource(apiBaseUrl);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `media-src ${api} blob:`,
    `connect-src ${api}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Browser features the dashboard does not use, turned off for it and anything it might embed.
 * It does play audio and copy text (the alert builder's read-back), so autoplay and
 * clipboard-write stay with its own origin.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * The headers sent with every page: the meta tag's policy plus what only a header can say
 * (frame-ancestors: no other site may frame this admin console, against clickjacking).
 */
export function securityHeaders(apiBaseUrl: string | undefined): Record<string, string> {
  return {
    'Content-Security-Policy': `${contentSecurityPolicy(apiBaseUrl)}; frame-ancestors 'none'`,
    // frame-ancestors' predecessor, for browsers that predate it.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Addresses carry workspace, agent and call ids: none of them leaves with a link.
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // A page this one opens (or that opened it) gets no handle on its window.
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** For TLS deployments only (over plain http a browser ignores it; see the README's Deploy section). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';
