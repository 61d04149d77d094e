import {
  apiPaths,
  countryListSchema,
  registerSettingsResponseSchema,
  type Country,
  type RegisterSettings,
} from '../../contract';
import type { RegisterFieldName } from '../../machines/registration.machine';
import { initialMethod, shownFields, type ShownField } from '../../machines/support/registrationFields';
import type { Words } from './catalog-words';
import { escapeHtml } from './escape-html';
import { answerValue, openSiteStartup, type Answers } from './first-paint';
import {
  buttonPaint,
  captchaPaint,
  checkPaint,
  fieldPaint,
  linkPaint,
  passwordFieldPaint,
  phoneFieldPaint,
  requiredMark,
  smsCodeFieldPaint,
  tabsPaint,
  withLinkPaint,
} from './form-paint';
import { pageKey } from './page-preloads';

/** What registration's first paint shows: the site's rules, and the dialing codes' first (the picker's default). */
export type RegisterPaint = { settings: RegisterSettings; firstCountry: Country | null };

/**
 * Registration's first paint from the page's answers (its rules and dialing codes, which the page
 * carries: server/lib/page-answers.ts); null on another page, without the site open, without the
 * rules, or when registration is closed (the app says so; the page shows its shell until then).
 */
export function registerFirstPaint(answers: Answers, path: string): RegisterPaint | null {
  if (pageKey(path) !== '/m/register' || openSiteStartup(answers) === undefined) return null;
  const settings = answerValue(answers, apiPaths.registerSettings, registerSettingsResponseSchema);
  if (settings === undefined || (!settings.usernameRegistration && !settings.mobileRegistration)) return null;
  return { settings, firstCountry: answerValue(answers, apiPaths.countries, countryListSchema)?.[0] ?? null };
}

/**
 * The label of each field drawn as a text box or a password box (src/screens/register/RegisterField.tsx;
 * tests/screens/Register.mocked.test.tsx holds the two to the same words).
 */
const fieldLabels: Record<Exclude<RegisterFieldName, 'mobileNum' | 'verificationCode' | 'captcha'>, string> = {
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  paymentPassword: 'Payment password',
  idNumber: 'ID number',
  qqNum: 'QQ',
  facebook: 'Facebook',
  wechat: 'WeChat',
  line: 'Line',
  whatsapp: 'WhatsApp',
  zalo: 'Zalo',
  email: 'Email',
  nickname: 'Nickname',
  payeeName: 'Payee name',
  recommenderId: 'Recommender ID',
  affiliateCode: 'Invitation code',
};

function fieldPaintOf({ field, required }: ShownField, firstCountry: Country | null, words: Words): string {
  switch (field) {
    case 'mobileNum':
      return phoneFieldPaint(words('Mobile number'), firstCountry === null ? '+' : `${firstCountry.iso2} +${firstCountry.dialingCode}`, required);
    case 'verificationCode':
      return smsCodeFieldPaint(words('SMS code'), words('Get code'), required);
    case 'captcha':
      return captchaPaint(words('Captcha'), words('Loading'), required);
    case 'password':
    case 'confirmPassword':
    case 'paymentPassword':
      return passwordFieldPaint(words(fieldLabels[field]), words('Show'), required);
    default:
      return fieldPaint(words(fieldLabels[field]), required);
  }
}

/**
 * Registration as a guest first sees it (src/screens/register: RegisterScreen, RegisterForm,
 * RegisterField, RegisterChecks, with the same classes): the method tabs when both are on, the
 * fields the site's rules show for the first method, the age and agreement checks, the button and
 * the way to log in instead, in the app's words. Its largest text is the page's largest paint
 * (measured before: the confirm password's label, drawn by the app at 3.2 s at Lighthouse's mobile
 * throttling). e2e/firstPaint.spec.ts holds each part to the place and the words the app then draws.
 */
export function registerMarkup({ settings, firstCountry }: RegisterPaint, words: Words): string {
  const method = initialMethod(settings);
  const ageCheck = `${escapeHtml(words('I confirm I am {minimumAge} years old or older', { minimumAge: settings.minimumAge }))}${requiredMark}`;
  const agreement = withLinkPaint(words('I have read and agree to the <0>user agreement</0>'), '/m/useragreement');
  return [
    '<main class="page">',
    settings.usernameRegistration && settings.mobileRegistration ? tabsPaint([words('Username'), words('Mobile number')]) : '',
    '<div class="form">',
    ...shownFields(settings, method).map((shown) => fieldPaintOf(shown, firstCountry, words)),
    `<div class="field">${checkPaint(ageCheck, false)}</div>`,
    `<div class="field">${checkPaint(agreement, true)}</div>`,
    buttonPaint(words('Register'), 'button--primary button--block'),
    '</div>',
    `<p class="link-row"><span>${escapeHtml(words('Already have an account?'))} ${linkPaint('/m/login', words('Log in'))}</span></p>`,
    '</main>',
  ].join('');
}
