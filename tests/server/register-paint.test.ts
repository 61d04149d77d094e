import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiPaths, registerFieldNames, type Country, type RegisterSettings } from '../../contract';
import { catalogWords } from '../../server/lib/catalog-words';
import { registerFirstPaint, registerMarkup, type RegisterPaint } from '../../server/lib/register-paint';
import { optional, registerSettings, required } from '../machines/registrationFixtures';
import { startupInfo } from '../support/fixtures';
import { wordsOf } from './support/markupWords';

const ok = (value: unknown) => ({ success: true, value });
const philippines: Country = { id: 1, name: 'Philippines', dialingCode: '63', iso2: 'PH' };
const english = (source: string, values?: Record<string, string | number>) =>
  source.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''));
const answers = (settings: unknown, countries: unknown = [philippines]) => ({
  [apiPaths.startup]: ok(startupInfo()),
  [apiPaths.registerSettings]: ok(settings),
  [apiPaths.countries]: ok(countries),
});

describe('registration’s first paint (issue 14)', () => {
  it('draws from the rules and dialing codes the page carries', () => {
    const settings = registerSettings();
    expect(registerFirstPaint(answers(settings), '/m/register/')).toEqual({ settings, firstCountry: philippines });
    expect(registerFirstPaint(answers(settings, []), '/m/register')).toEqual({ settings, firstCountry: null });
  });

  it('is none on another page, without the site open or the rules, and when registration is closed', () => {
    expect(registerFirstPaint(answers(registerSettings()), '/m/login')).toBeNull();
    expect(registerFirstPaint({ ...answers(registerSettings()), [apiPaths.startup]: ok(startupInfo({ maintenance: true })) }, '/m/register')).toBeNull();
    expect(registerFirstPaint({ [apiPaths.startup]: ok(startupInfo()) }, '/m/register')).toBeNull();
    expect(registerFirstPaint(answers({ nope: true }), '/m/register')).toBeNull();
    expect(registerFirstPaint(answers(registerSettings({ usernameRegistration: false, mobileRegistration: false })), '/m/register')).toBeNull();
  });

  const paint = (settings: RegisterSettings, firstCountry: Country | null = philippines): RegisterPaint => ({ settings, firstCountry });

  it('draws the tabs, the fields the rules show for the first method with their asterisks, the checks, the button and the way to log in', () => {
    const settings = registerSettings({ fields: { email: optional, mobileNum: optional, verificationCode: optional, affiliateCode: required } });
    expect(wordsOf(registerMarkup(paint(settings), english))).toEqual([
      'Username', 'Mobile number',
      'Username', ' *', 'Password', ' *', 'Show', 'Confirm password', ' *', 'Show', 'Email', 'Mobile number', 'PH +63',
      'SMS code', 'Get code', 'Invitation code', ' *', 'Captcha', ' *', 'Loading',
      'I confirm I am 18 years old or older', ' *', 'I have read and agree to the ', 'user agreement', 'Register',
      'Already have an account? ', 'Log in',
    ]);
    const markup = registerMarkup(paint(settings), english);
    expect(markup).toContain('<a href="/m/useragreement" tabindex="-1" autocomplete="off">user agreement</a>');
    expect(markup).toContain('<input type="checkbox" tabindex="-1" autocomplete="off"><span>I confirm');
    expect(markup).toContain('<input type="checkbox" tabindex="-1" autocomplete="off" checked><span>I have read');
  });

  it('starts on the mobile method when only it is on: no tabs, the number first, its picker empty without the codes', () => {
    const settings = registerSettings({ usernameRegistration: false, fields: { mobileNum: required, verificationCode: required } });
    const words = wordsOf(registerMarkup(paint(settings, null), english));
    expect(words.slice(0, 6)).toEqual(['Mobile number', ' *', '+', 'SMS code', ' *', 'Get code']);
    expect(registerMarkup(paint(settings), english)).not.toContain('tabs');
  });

  it('speaks the app’s words in the language the app starts in, the minimum age filled in', async () => {
    const words = wordsOf(registerMarkup(paint(registerSettings({ minimumAge: 21 })), await catalogWords('pt')));
    expect(words).toContain('Confirmo que tenho 21 anos ou mais');
    expect(words).toContain('contrato de usuário');
    expect(words.at(-1)).toBe('Entrar');
  });

  it('uses only messages of the app’s catalogs, for every field a site can enable', () => {
    const every = Object.fromEntries(registerFieldNames.map((name) => [name, optional]));
    const sources = new Set<string>();
    const recorded = (source: string) => {
      sources.add(source);
      return source;
    };
    registerMarkup(paint(registerSettings({ fields: every })), recorded);
    registerMarkup(paint(registerSettings({ fields: every, usernameRegistration: false })), recorded);
    const catalog = readFileSync(new URL('../../locales/en/messages.po', import.meta.url), 'utf8');
    for (const source of sources) expect(catalog, source).toContain(`msgid "${source}"`);
    expect(sources.size).toBe(27);
  });

  it('has no control a person could use or a password manager could fill, none in the focus order', () => {
    const every = Object.fromEntries(registerFieldNames.map((name) => [name, optional]));
    const markup = registerMarkup(paint(registerSettings({ fields: every })), english);
    expect(markup).not.toMatch(/<label|<input(?! type="checkbox")|<form| name=| for=| id=/);
    const controls = markup.match(/<(button|input|select|a) /g) ?? [];
    expect(controls.length).toBeGreaterThan(10);
    expect(markup.match(/ tabindex="-1" autocomplete="off"/g)).toHaveLength(controls.length);
  });
});
