import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract';
import {
  browserSecurityFromEnv,
  browserSecurityHeaders,
  contentSecurityPolicy,
  cspReportPath,
  type BrowserSecurity,
} from '../../server/lib/browser-security';
import { frontEnd } from '../../server/front-end';
import { useBuiltFrontEnd } from './support/built-front-end';
import { usePlatform } from './support/platform';

const strict: BrowserSecurity = { frameAncestors: [], connectSources: [], imageSources: [], reportUri: cspReportPath };

/** Policy text → directive name → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the content security policy', () => {
  it('is strict: own scripts and styles only, no inline, no eval, no plugins, no <base>, no framing', () => {
    const policy = directives(contentSecurityPolicy(strict));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('report-uri')).toEqual([cspReportPath]);
    expect(contentSecurityPolicy(strict)).not.toMatch(/unsafe|\*/);
  });

  it('takes the origins a deployment uses from the environment', () => {
    const security = browserSecurityFromEnv({
      CSP_FRAME_ANCESTORS: 'https://casino.example.com',
      CSP_CONNECT_SRC: 'https://verify.example.com, https://api.example.com:8443',
      CSP_IMG_SRC: 'https://*.cdn.example.com',
    });
    const policy = directives(contentSecurityPolicy(security));
    expect(policy.get('frame-ancestors')).toEqual(['https://casino.example.com']);
    // The pictures' origins are connections too: the service worker fetches the pictures it keeps.
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://verify.example.com',
      'https://api.example.com:8443',
      'https://*.cdn.example.com',
    ]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.cdn.example.com']);
  });

  it('refuses what is not an origin, rather than widen the policy', () => {
    for (const value of ['*', "'unsafe-inline'", 'https:', 'javascript:alert(1)', 'https://a.example.com/path', "https://a.example.com; script-src *"]) {
      expect(() => browserSecurityFromEnv({ CSP_IMG_SRC: value }), value).toThrow(/not an origin/);
    }
    expect(() => browserSecurityFromEnv({ CSP_REPORT_URI: 'javascript:x' })).toThrow(/CSP_REPORT_URI/);
  });

  it('reports to the reference platform, to a configured address, or nowhere in front of a real platform', () => {
    expect(browserSecurityFromEnv({}).reportUri).toBe(cspReportPath);
    expect(browserSecurityFromEnv({ PLATFORM_URL: 'https://platform.example.com' }).reportUri).toBeUndefined();
    expect(browserSecurityFromEnv({ CSP_REPORT_URI: 'https://reports.example.com/csp' }).reportUri).toBe('https://reports.example.com/csp');
    expect(browserSecurityFromEnv({ CSP_REPORT_URI: 'off' }).reportUri).toBeUndefined();
    expect(contentSecurityPolicy({ ...strict, reportUri: undefined })).not.toContain('report-uri');
  });
});

describe('browser security headers', () => {
  const dist = useBuiltFrontEnd();

  function server(security = strict) {
    const app = new Hono();
    app.use('*', browserSecurityHeaders(security));
    app.get('/wps/ping', (c) => c.json({ ok: true }));
    app.route('/', frontEnd(dist));
    return app;
  }

  it('put the policy and its companions on every page, and nosniff on everything', async () => {
    const page = await server().request('/m/home');
    expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy(strict));
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('strict-transport-security')).toBeNull();

    const api = await server().request('/wps/ping');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('content-security-policy')).toBeNull();
  });

  it('let a configured frame ancestor frame the app (no X-Frame-Options DENY then)', async () => {
    const page = await server({ ...strict, frameAncestors: ['https://casino.example.com'] }).request('/m/login');
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors https://casino.example.com');
    expect(page.headers.get('x-frame-options')).toBeNull();
  });

  it('add HSTS for a year with subdomains over https, directly or behind a proxy that says so', async () => {
    const direct = await server().request('https://m.example.com/m/home');
    expect(direct.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const proxied = await server().request('/m/home', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await server().request('/m/home', { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('platform answers', () => {
  const platform = usePlatform();

  it('are never cached, whatever the endpoint or outcome', async () => {
    for (const [path, init] of [
      [apiPaths.startup, {}],
      [apiPaths.login, { method: 'POST', body: 'x' }],
      [apiPaths.freeplay, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"moduleId":"COMM3"}' }],
      [apiPaths.memberInfo, {}],
      [apiPaths.walletBalance, {}],
      [apiPaths.renew, { method: 'POST' }],
      [apiPaths.register, { method: 'PUT', body: 'x' }],
      ['/wps/no/such/endpoint', {}],
    ] as const) {
      const response = await platform.app.request(path, init);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
