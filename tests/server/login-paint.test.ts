import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiPaths, developmentVerificationKind, firstPaintElementId, pageShellsFileName, type StartupInfo } from '../../contract';
import { Hono } from 'hono';
import { frontEnd } from '../../server/front-end';
import { browserSecurityFromEnv, browserSecurityHeaders, inlineStyleSources } from '../../server/lib/browser-security';
import { catalogWords } from '../../server/lib/catalog-words';
import { fetchInlineAnswers } from '../../server/lib/inline-answers';
import { loginFirstPaint, loginMarkup, type LoginPaint } from '../../server/lib/login-paint';
import { findOfferedLanguage, sourceLanguage } from '../../src/i18n/languages';
import { startupInfo } from '../support/fixtures';
import { wordsOf } from './support/markupWords';
import { useBuiltFrontEnd } from './support/built-front-end';

const ok = (value: unknown) => ({ success: true, value });
const portuguese = findOfferedLanguage('pt') ?? sourceLanguage;
const site = (overrides: Partial<StartupInfo['whitelabel']> = {}, rest: Partial<StartupInfo> = {}) => {
  const base = startupInfo(rest);
  return { ...base, whitelabel: { ...base.whitelabel, ...overrides } };
};
const devService = { kind: developmentVerificationKind, config: {}, phoneVerification: false };
const english = (source: string) => source;

describe('login’s first paint (issue 14)', () => {
  it('offers what the site’s login offers: the SMS tab by its flag, social sign-ins only with the verification service', () => {
    const answers = (startup: StartupInfo) => ({ [apiPaths.startup]: ok(startup) });
    expect(loginFirstPaint(answers(site()), '/m/login', sourceLanguage)?.offers).toEqual({ smsLoginEnabled: false, socialProviders: [] });
    const everything = site({ MOBILEVERCODELOGIN3: true, FACEBOOKLOGIN3: true, GOOGLELOGIN3: true }, { verificationService: devService });
    expect(loginFirstPaint(answers(everything), '/m/login/', sourceLanguage)?.offers).toEqual({ smsLoginEnabled: true, socialProviders: ['facebook', 'google'] });
    const noService = site({ FACEBOOKLOGIN3: true, GOOGLELOGIN3: true });
    expect(loginFirstPaint(answers(noService), '/m/login', sourceLanguage)?.offers.socialProviders).toEqual([]);
  });

  it('is none on another page, nor when the site is closed or the server cannot tell', () => {
    expect(loginFirstPaint({ [apiPaths.startup]: ok(site()) }, '/m/register', sourceLanguage)).toBeNull();
    expect(loginFirstPaint({ [apiPaths.startup]: ok(startupInfo({ maintenance: true })) }, '/m/login', sourceLanguage)).toBeNull();
    expect(loginFirstPaint({}, '/m/login', sourceLanguage)).toBeNull();
  });

  const full: LoginPaint = {
    offers: { smsLoginEnabled: true, socialProviders: ['facebook', 'google'] },
    serviceUrl: 'https://help.test/chat?a=1&b="2"',
    language: sourceLanguage,
  };

  it('draws the screen a guest first sees, in its order, with the customer service link when the site has one', () => {
    expect(wordsOf(loginMarkup(full, english))).toEqual([
      'Username', 'Mobile number', 'Username', 'Password', 'Show', 'Remember password', 'Log in', 'Free play',
      'Continue with Facebook', 'Continue with Google', 'Back to home', 'Register now', 'Forgot password', 'Customer service',
      'Language', 'English', 'Português', 'Filipino',
    ]);
    // The platform's address for it is not written into the page: the picture's link leads nowhere.
    expect(loginMarkup(full, english)).toContain('<a href="#" tabindex="-1" autocomplete="off">Customer service</a>');
    expect(loginMarkup(full, english)).not.toContain('help.test');
    const plain = loginMarkup({ ...full, offers: { smsLoginEnabled: false, socialProviders: [] }, serviceUrl: '' }, english);
    expect(plain).not.toContain('tabs');
    expect(plain).not.toContain('social-login');
    expect(wordsOf(plain)).not.toContain('Customer service');
  });

  it('speaks the app’s words in the language the app starts in, that language chosen in its picker', async () => {
    const markup = loginMarkup({ ...full, language: portuguese }, await catalogWords('pt'));
    expect(wordsOf(markup).slice(0, 8)).toEqual(['Nome de usuário', 'Número de celular', 'Nome de usuário', 'Senha', 'Mostrar', 'Lembrar senha', 'Entrar', 'Jogar grátis']);
    expect(markup).toMatch(/lang="pt" dir="ltr"><input type="radio" class="language-picker__input" tabindex="-1" autocomplete="off" checked>/);
    expect(markup.match(/ checked>/g)).toHaveLength(2);
  });

  it('uses only messages of the app’s catalogs, so a changed message in the app shows here as a failure', () => {
    const sources = new Set<string>();
    loginMarkup(full, (source) => {
      sources.add(source);
      return source;
    });
    const catalog = readFileSync(new URL('../../locales/en/messages.po', import.meta.url), 'utf8');
    for (const source of sources) expect(catalog, source).toContain(`msgid "${source}"`);
    expect(sources.size).toBe(14);
  });

  it('has no control a person could use or a password manager could fill: boxes, no label naming a control, none in the focus order', () => {
    const markup = loginMarkup(full, english);
    expect(markup).not.toMatch(/<label|<input(?! type="(checkbox|radio)")|<form| name=| for=| id=/);
    const controls = markup.match(/<(button|input|select|a) /g) ?? [];
    expect(controls.length).toBeGreaterThan(10);
    expect(markup.match(/ tabindex="-1" autocomplete="off"/g)).toHaveLength(controls.length);
  });

  describe('served', () => {
    const page = '<!doctype html><html><head><title>app</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';
    const dist = useBuiltFrontEnd({
      'index.html': page,
      [pageShellsFileName]: JSON.stringify({ '/m/login': { header: 'hidden', title: 'Log in', footer: false } }),
      'page-preloads.json': JSON.stringify({ '/m/login': ['/assets/login.js', '/assets/form.css'] }),
      'assets/form.css': '.form{gap:14px}',
    });
    const app = new Hono();
    app.use('*', browserSecurityHeaders(browserSecurityFromEnv({})));
    app.route(
      '/',
      frontEnd(dist, {
        inlineAnswers: (c, pageKeys) => fetchInlineAnswers(async () => Response.json(ok(site())), c.req.raw, pageKeys),
      }),
    );

    it('in the browser’s language, with the page’s styles written in and the app’s files linked as before', async () => {
      const response = await app.request('/m/login', { headers: { 'Accept-Language': 'pt-BR,en;q=0.5' } });
      const html = await response.text();
      expect(html).toContain(`<div id="${firstPaintElementId}" class="first-paint" aria-hidden="true" inert lang="pt" dir="ltr">`);
      expect(html).toContain('<span class="page-header__title">Entrar</span>');
      expect(html).toContain('Lembrar senha');
      expect(html).toContain('<style>.form{gap:14px}</style>');
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(inlineStyleSources(html).length).toBeGreaterThan(0);
      for (const source of inlineStyleSources(html)) expect(policy).toContain(source);
      // No pictures to make way for: the page's code is asked for with the page.
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login.js">');
    });

    it('in the language the player chose, which its cookie mirrors', async () => {
      const html = await (await app.request('/m/login', { headers: { 'Accept-Language': 'en', Cookie: 'language=pt' } })).text();
      expect(html).toContain('<span class="page-header__title">Entrar</span>');
    });
  });
});
