// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { nginxTemplate, renderTemplate } from './nginx-template';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('the Content-Security-Policy', () => {
  it('lets the app reach only its own origin by default', () => {
    const csp = contentSecurityPolicy(undefined);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'media-src')).toBe("media-src 'self' blob:");
    expect(csp).not.toMatch(/\bhttps?:(?!\/\/)/);
    expect(contentSecurityPolicy('')).toBe(csp);
    expect(contentSecurityPolicy('/service')).toBe(csp);
  });

  it('names exactly the origin of VITE_API_BASE_URL when it has one', () => {
    const csp = contentSecurityPolicy(' https://api.example.com:8443/base/path ');
    expect(directive(csp, 'connect-src')).toBe('connect-src https://api.example.com:8443');
    expect(directive(csp, 'media-src')).toBe('media-src https://api.example.com:8443 blob:');
  });

  it('refuses a VITE_API_BASE_URL that is not an http(s) address, saying why', () => {
    expect(() => contentSecurityPolicy('api.example.com')).toThrow(
      /VITE_API_BASE_URL must be empty or an absolute http\(s\) address/,
    );
    expect(() => contentSecurityPolicy('ftp://example.com')).toThrow(/must be an http\(s\) address/);
  });

  it('runs no inline script and loads no plugin', () => {
    const csp = contentSecurityPolicy(undefined);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
  });
});

describe('the security headers', () => {
  it('are the meta tag policy plus frame-ancestors, which only a header can carry', () => {
    const api = 'https://api.example.com';
    const headers = securityHeaders(api);
    expect(headers['Content-Security-Policy']).toBe(`${contentSecurityPolicy(api)}; frame-ancestors 'none'`);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('no-referrer');
  });

  it('turn off device features the app does not use and keep the ones it does', () => {
    const policy = securityHeaders(undefined)['Permissions-Policy'] ?? '';
    for (const off of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${off}=()`);
    expect(policy).toContain('autoplay=(self)');
    expect(policy).toContain('clipboard-write=(self)');
  });
});

describe('the nginx template', () => {
  it('is the one generated from the policy (run `npm run deploy:template` after changing it)', () => {
    const committed = readFileSync(new URL('./nginx.conf.template', import.meta.url), 'utf8');
    expect(committed).toBe(nginxTemplate(undefined));
  });

  it('sends every header on every page and asset answer, errors included', () => {
    const template = nginxTemplate(undefined);
    for (const [name, value] of Object.entries(securityHeaders(undefined))) {
      expect(template.split(`add_header ${name} "${value}" always;`)).toHaveLength(3);
    }
  });

  it('renders only its three placeholders, leaving nginx variables alone', () => {
    const rendered = renderTemplate(nginxTemplate(undefined), {
      LISTEN_PORT: '127.0.0.1:8080',
      DASHBOARD_ROOT: '/srv/dashboard',
      API_UPSTREAM: 'http://10.0.0.5:8000',
    });
    expect(rendered).toContain('listen 127.0.0.1:8080;');
    expect(rendered).toContain('root /srv/dashboard;');
    expect(rendered).toContain('proxy_pass http://10.0.0.5:8000;');
    expect(rendered).toContain('try_files $uri /index.html;');
    expect(rendered).toContain('$http_authorization');
    expect(rendered).not.toContain('${');
  });

  it.skipIf(!existsSync('/usr/bin/envsubst'))('renders with the built-in substitution exactly as envsubst does', () => {
    const values = { LISTEN_PORT: '8080', DASHBOARD_ROOT: '/srv/dashboard', API_UPSTREAM: 'http://10.0.0.5:8000' };
    const template = nginxTemplate(undefined);
    const byEnvsubst = execFileSync('/usr/bin/envsubst', ['${LISTEN_PORT} ${DASHBOARD_ROOT} ${API_UPSTREAM}'], {
      input: template,
      env: { ...process.env, ...values },
    }).toString();
    expect(renderTemplate(template, values)).toBe(byEnvsubst);
  });
});
