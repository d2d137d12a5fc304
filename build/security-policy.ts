import { loadEnv, type Plugin } from 'vite';
import { apiSource, contentSecurityPolicy, securityHeaders } from '../deploy/security-headers.ts';

/**
 * The policy is stated once (deploy/security-headers.ts): this meta tag, `vite preview`'s headers
 * (preview.headers) and the nginx template all take it from there, for the build's
 * VITE_API_BASE_URL (.env files included), and the app's own check of an API address
 * (src/lib/api-reach.ts, through `define`). A meta tag cannot say frame-ancestors; the headers add
 * it. Dev is left alone (React Refresh injects an inline preamble).
 */
export function securityPolicy(): Plugin {
  let csp = '';
  let build = false;
  return {
    name: 'security-policy',
    config: (config, { mode }) => {
      const apiBaseUrl = loadEnv(mode, config.root ?? process.cwd(), 'VITE_').VITE_API_BASE_URL;
      csp = contentSecurityPolicy(apiBaseUrl);
      return {
        preview: { headers: securityHeaders(apiBaseUrl) },
        // The origin the policy lets API calls go to, for the app's own checks (src/lib/api-reach.ts).
        define: { __API_POLICY_SOURCE__: JSON.stringify(apiSource(apiBaseUrl)) },
      };
    },
    configResolved: (config) => {
      build = config.command === 'build';
    },
    transformIndexHtml: () =>
      build
        ? [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: csp }, injectTo: 'head-prepend' }]
        : [],
  };
}
