import type { LoginInput } from '../../machines/login.machine';
import type { OfferedLanguage } from '../../src/i18n/languages';
import { loginOffers } from '../../src/screens/login/loginOffers';
import type { Words } from './catalog-words';
import { escapeHtml } from './escape-html';
import { openSiteStartup, type Answers } from './first-paint';
import { buttonPaint, checkPaint, fieldPaint, languagePickerPaint, linkPaint, passwordFieldPaint, tabsPaint } from './form-paint';
import { pageKey } from './page-preloads';

/** What login's first paint shows: the site's login offers, its customer service's address ('': none), the language chosen. */
export type LoginPaint = { offers: LoginInput; serviceUrl: string; language: OfferedLanguage };

/**
 * Login's first paint from the page's start-up information, for the app's language on this browser;
 * null on another page, or without the site open (the app then shows another page).
 */
export function loginFirstPaint(answers: Answers, path: string, language: OfferedLanguage): LoginPaint | null {
  if (pageKey(path) !== '/m/login') return null;
  const startup = openSiteStartup(answers);
  if (startup === undefined) return null;
  return { offers: loginOffers(startup), serviceUrl: startup.customerService.onlineServiceUrl, language };
}

/**
 * Login as a guest first sees it (src/screens/login/LoginScreen.tsx and its parts, with the same
 * classes): the method tabs, the username form, the social sign-ins, the links and the language
 * picker, in the app's words for `language`. Its largest text is the page's largest paint, so the
 * page has it before any script (measured before: the social button's words, drawn by the app at
 * 3.0 s at Lighthouse's mobile throttling). e2e/firstPaint.spec.ts holds each part to the place
 * and the words the app then draws.
 */
export function loginMarkup({ offers, serviceUrl, language }: LoginPaint, words: Words): string {
  const social: Record<LoginInput['socialProviders'][number], string> = {
    facebook: words('Continue with Facebook'),
    google: words('Continue with Google'),
  };
  const links = [linkPaint('/m/home', words('Back to home')), linkPaint('/m/register', words('Register now')), linkPaint('/m/forget', words('Forgot password'))];
  // The site's own address for it is not written into the page: the paint's link leads nowhere.
  if (serviceUrl !== '') links.push(linkPaint(null, words('Customer service')));
  return [
    '<main class="page">',
    offers.smsLoginEnabled ? tabsPaint([words('Username'), words('Mobile number')]) : '',
    '<div class="form">',
    fieldPaint(words('Username')),
    passwordFieldPaint(words('Password'), words('Show')),
    checkPaint(escapeHtml(words('Remember password')), true),
    buttonPaint(words('Log in'), 'button--primary button--block'),
    buttonPaint(words('Free play'), 'button--block'),
    '</div>',
    offers.socialProviders.length === 0
      ? ''
      : `<section class="social-login">${offers.socialProviders.map((provider) => buttonPaint(social[provider], 'button--block')).join('')}</section>`,
    `<div class="link-row">${links.join('')}</div>`,
    languagePickerPaint(words('Language'), language),
    '</main>',
  ].join('');
}
