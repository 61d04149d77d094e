import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/*
 * The headers that tell the browser what the front end may do (ASVS 5.0 3.4, 14.3.2). The policy is
 * strict: scripts and styles only from this origin, no inline script, no eval, no plugins, no
 * <base>, and by default no framing. A deployment adds the origins it really uses: where the app
 * may be framed, which APIs it calls besides its own origin, which image CDNs it shows.
 */
export interface BrowserSecurity {
  /** `frame-ancestors`: who may frame the app; none by default. */
  frameAncestors: readonly string[];
  /** Extra `connect-src` origins: a verification service or API on another origin. */
  connectSources: readonly string[];
  /** Extra `img-src` origins: the image CDNs of banners and game icons. */
  imageSources: readonly string[];
  /** Where browsers send violation reports; none when undefined. */
  reportUri: string | undefined;
}

/** The reference platform's report endpoint (server/routes/csp-report.ts). */
export const cspReportPath = '/wps/security/csp-report';

const origin = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i;

/** A space- or comma-separated list of origins from the environment; anything else throws. */
function origins(name: string, raw: string | undefined): string[] {
  const list = (raw ?? '').split(/[\s,]+/).filter((entry) => entry.length > 0);
  for (const entry of list) {
    if (!origin.test(entry)) throw new Error(`${name}: "${entry}" is not an origin like https://cdn.example.com`);
  }
  return list;
}

/**
 * `CSP_FRAME_ANCESTORS`, `CSP_CONNECT_SRC`, `CSP_IMG_SRC` (origins) and `CSP_REPORT_URI` (a path or
 * an https URL; `off` for none). Reports go to the reference platform unless the front end talks to
 * a real one (PLATFORM_URL), which has no such endpoint.
 */
export function browserSecurityFromEnv(env: NodeJS.ProcessEnv = process.env): BrowserSecurity {
  const report = env.CSP_REPORT_URI?.trim();
  if (report && report !== 'off' && !/^(\/[\w\-./]*|https:\/\/\S+)$/.test(report)) {
    throw new Error(`CSP_REPORT_URI: "${report}" is not a path or an https URL`);
  }
  return {
    frameAncestors: origins('CSP_FRAME_ANCESTORS', env.CSP_FRAME_ANCESTORS),
    connectSources: origins('CSP_CONNECT_SRC', env.CSP_CONNECT_SRC),
    imageSources: origins('CSP_IMG_SRC', env.CSP_IMG_SRC),
    reportUri: report === 'off' ? undefined : report || (env.PLATFORM_URL ? undefined : cspReportPath),
  };
}

/**
 * What a page's handler tells the headers: the inline `<style>` blocks it carries, as CSP sources
 * (`'sha256-…'`, see `inlineStyleSources`), allowed for that page and no other.
 */
export type BrowserSecurityVariables = { inlineStyleSources: readonly string[] };

/** The hash source of each `<style>` block of a page, which its policy allows. */
export function inlineStyleSources(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css = '']) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`,
  );
}

const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&#34;': '"', '&lt;': '<', '&gt;': '>' };

/**
 * The sources that allow the `style` attributes of server-rendered markup (src/entry-server.tsx):
 * `'unsafe-hashes'` and each distinct value's hash, as the browser reads it. Only these values
 * are allowed, not inline styles at large.
 */
export function styleAttributeSources(markup: string): string[] {
  const values = new Set(
    [...markup.matchAll(/\sstyle="([^"]*)"/g)].map(([, value = '']) => value.replace(/&(?:amp|quot|#x27|#39|#34|lt|gt);/g, (entity) => entities[entity] ?? entity)),
  );
  if (values.size === 0) return [];
  return ["'unsafe-hashes'", ...[...values].map((value) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`)];
}

export function contentSecurityPolicy(security: BrowserSecurity, styleSources: readonly string[] = []): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", ...styleSources],
    // data: and blob: for images the app makes itself (captcha images, generated icons).
    ['img-src', "'self'", 'data:', 'blob:', ...security.imageSources],
    ['font-src', "'self'"],
    // The image CDNs too: the service worker fetches the pictures it keeps, and a worker's fetch
    // is a connection to its policy.
    ['connect-src', "'self'", ...security.connectSources, ...security.imageSources],
    ['media-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...(security.frameAncestors.length > 0 ? security.frameAncestors : ["'none'"])],
  ];
  if (security.reportUri) directives.push(['report-uri', security.reportUri]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** What the app never uses; a feature a later screen needs is taken off this list. */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** A year, subdomains included; sent only over https, where browsers heed it. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * Every response: `nosniff`, and HSTS when the request came over https (directly, or through a
 * proxy that says so in X-Forwarded-Proto). HTML: the content security policy, the referrer and
 * permissions policies, and X-Frame-Options for browsers that know no frame-ancestors.
 */
export function browserSecurityHeaders(security: BrowserSecurity): MiddlewareHandler<{ Variables: BrowserSecurityVariables }> {
  const policy = contentSecurityPolicy(security);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    const forwardedProto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (new URL(c.req.url).protocol === 'https:' || forwardedProto === 'https') {
      headers.set('Strict-Transport-Security', strictTransportSecurity);
    }
    if (!(headers.get('content-type') ?? '').startsWith('text/html')) return;
    const styleSources = c.get('inlineStyleSources');
    headers.set('Content-Security-Policy', styleSources?.length ? contentSecurityPolicy(security, styleSources) : policy);
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Permissions-Policy', permissionsPolicy);
    if (security.frameAncestors.length === 0) headers.set('X-Frame-Options', 'DENY');
  };
}
