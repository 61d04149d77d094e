import { describe, expect, it } from 'vitest';
import { checkRegisterFields, registerFieldNames, type RegisterFieldRule, type RegistrationKind } from '../../contract';
import {
  checkRegistration,
  fieldIssue,
  formFieldOf,
  initialMethod,
  isFormField,
  isShown,
  normalAffiliateCode,
  shownFields,
  shownFormField,
  type RegisterFieldName,
  type RegistrationValues,
} from '../../machines/support/registrationFields';
import { blankRegistrationValues, disabled, optional, registerSettings, required } from './registrationFixtures';

/** A valid and an invalid sample of every field; '' is the third choice. */
const samples: Record<RegisterFieldName | 'countryDialingCode', readonly string[]> = {
  countryDialingCode: ['63', '', '6x'],
  mobileNum: ['9171234567', '12ab'],
  verificationCode: ['123456', '12 34!'],
  username: [' new_member ', 'a'],
  password: ['Secret#2026', 'short'],
  confirmPassword: ['Secret#2026', 'Other#2026'],
  paymentPassword: ['Payment#2026', 'x'],
  idNumber: ['AB-123', 'a b'],
  qqNum: ['123456', '12'],
  facebook: ['fb.name', 'bad\u0007'],
  wechat: ['wx_name', 'bad\u0007'],
  line: ['line_name', 'bad\u0007'],
  whatsapp: ['639171234567', 'bad\u0007'],
  zalo: ['zalo_name', 'bad\u0007'],
  email: [' a.b@example.com ', 'nope'],
  nickname: ['Nick', 'x'.repeat(40)],
  payeeName: ['Juan Cruz', 'bad\u0001'],
  recommenderId: ['friend_1', 'bad id'],
  affiliateCode: ['AGENT01', 'bad code!'],
  captcha: ['1234', 'abcd'],
};

/** A small deterministic generator, so a failure replays. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

const ruleChoices: readonly RegisterFieldRule[] = [disabled, optional, required];

function pick<T>(next: (n: number) => number, choices: readonly T[]): T {
  const choice = choices[next(choices.length)];
  if (choice === undefined) throw new Error('no choices');
  return choice;
}

describe('registration fields', () => {
  it('shows a method’s essential fields whatever the rules say, and never an ignored one', () => {
    const settings = registerSettings({
      fields: { username: disabled, password: disabled, confirmPassword: disabled, captcha: required, mobileNum: disabled },
    });
    expect(shownFields(settings, 'username')).toEqual([
      { field: 'username', required: true },
      { field: 'password', required: true },
      { field: 'confirmPassword', required: true },
      { field: 'captcha', required: true },
    ]);
    expect(shownFields(settings, 'mobile')).toEqual([
      { field: 'mobileNum', required: true },
      { field: 'verificationCode', required: true },
      { field: 'password', required: true },
      { field: 'confirmPassword', required: true },
    ]);
  });

  it('shows the username of a mobile registration only when its rule is on, and never requires it', () => {
    const settings = registerSettings({ fields: { username: required } });
    expect(shownFields(settings, 'mobile')).toContainEqual({ field: 'username', required: false });
  });

  it('orders the username method’s optional number after the profile fields', () => {
    const settings = registerSettings({ fields: { mobileNum: optional, verificationCode: optional, email: optional } });
    expect(shownFields(settings, 'username').map(({ field }) => field)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'email',
      'mobileNum',
      'verificationCode',
      'captcha',
    ]);
  });

  it('starts on mobile only when mobile is on and username is off', () => {
    expect(initialMethod(registerSettings({ usernameRegistration: false, mobileRegistration: true }))).toBe('mobile');
    expect(initialMethod(registerSettings({ usernameRegistration: true, mobileRegistration: true }))).toBe('username');
    expect(initialMethod(registerSettings({ usernameRegistration: true, mobileRegistration: false }))).toBe('username');
  });

  it('refuses exactly what the platform’s check refuses (2000 generated forms)', () => {
    const next = random(20260501);
    for (let round = 0; round < 2000; round++) {
      const method: RegistrationKind = next(2) === 0 ? 'username' : 'mobile';
      const rules: Partial<Record<RegisterFieldName, RegisterFieldRule>> = {};
      for (const name of registerFieldNames) rules[name] = pick(next, ruleChoices);
      const settings = registerSettings({ fields: rules });
      const values: RegistrationValues = { ...blankRegistrationValues, countryDialingCode: pick(next, samples.countryDialingCode) };
      // A third of the forms have no invalid value (only empty ones), a third exactly one, a third many.
      const mode = next(3);
      const spoiled = pick(next, registerFieldNames);
      for (const name of registerFieldNames) {
        const roll = next(10);
        const invalid = mode === 1 ? name === spoiled : mode === 2 && roll >= 8;
        values[name] = invalid ? (samples[name][1] ?? '') : roll < 9 ? (samples[name][0] ?? '') : '';
      }
      const shown = shownFields(settings, method);
      const request: Partial<RegistrationValues> = { countryDialingCode: values.countryDialingCode };
      for (const { field } of shown) request[field] = values[field];
      const platform = checkRegisterFields(request, settings.fields, method);
      const ownIssues = shown
        .map(({ field }) => ({ field, key: fieldIssue(settings, method, values, field) }))
        .filter((issue) => issue.key !== null);
      const form = checkRegistration({ settings, method, values, ageConfirmed: true, agreed: true });

      const context = JSON.stringify({ method, rules, values });
      expect(ownIssues.length === 0, context).toBe(platform.ok);
      expect(form.ok, context).toBe(platform.ok);
      if (!platform.ok) {
        const field = platform.issue.field === 'countryDialingCode' ? 'mobileNum' : platform.issue.field;
        expect(ownIssues, context).toContainEqual({ field, key: platform.issue.message });
      } else if (form.ok) {
        expect(form.fields, context).toEqual(platform.values);
      }
    }
  }, 20_000); // 2000 forms: under a loaded CI machine this is seconds, not milliseconds.

  it('asks for the two checkboxes after the fields', () => {
    const result = checkRegistration({
      settings: registerSettings(),
      method: 'username',
      values: {
        ...blankRegistrationValues,
        countryDialingCode: '63',
        username: 'new_member',
        password: 'Secret#2026',
        confirmPassword: 'Secret#2026',
      },
      ageConfirmed: false,
      agreed: false,
    });
    expect(result).toEqual({
      ok: false,
      issues: [
        { field: 'captcha', key: 'captcha.required' },
        { field: 'ageConfirmed', key: 'ageConfirmed.required' },
        { field: 'agreed', key: 'agreement.required' },
      ],
    });
  });

  describe('one field at a time', () => {
    const empty: RegistrationValues = { ...blankRegistrationValues, countryDialingCode: '63' };
    const settings = registerSettings({ fields: { mobileNum: optional, verificationCode: optional, paymentPassword: required } });
    const issue = (field: RegisterFieldName, values: Partial<RegistrationValues>, method: RegistrationKind = 'username') =>
      fieldIssue(settings, method, { ...empty, ...values }, field);

    it('a blank text field is missing, a blank-looking password is not (passwords are never trimmed)', () => {
      expect(issue('username', { username: '   ' })).toBe('username.required');
      expect(issue('password', { password: '' })).toBe('password.required');
      expect(issue('password', { password: '   ' })).not.toBe('password.required');
      expect(issue('paymentPassword', { paymentPassword: '   ' })).not.toBe('paymentPassword.required');
      expect(issue('confirmPassword', { password: '   ', confirmPassword: '   ' })).not.toBe('confirmPassword.required');
    });

    it('an optional code is needed once its number is filled, and an optional number once its code is', () => {
      expect(issue('verificationCode', {})).toBeNull();
      expect(issue('verificationCode', { mobileNum: '9171234567' })).toBe('verificationCode.required');
      expect(issue('verificationCode', { mobileNum: '   ' })).toBeNull();
      expect(issue('mobileNum', {})).toBeNull();
      expect(issue('mobileNum', { verificationCode: '123456' })).toBe('mobileNum.required');
      // A number the form does not show fills nothing.
      const noNumber = registerSettings({ fields: { verificationCode: optional } });
      expect(fieldIssue(noNumber, 'username', { ...empty, mobileNum: '9171234567' }, 'verificationCode')).toBeNull();
    });

    it('a number needs its dialing code, blank or malformed', () => {
      expect(issue('mobileNum', { mobileNum: '9171234567', verificationCode: '123456' })).toBeNull();
      expect(issue('mobileNum', { mobileNum: '9171234567', countryDialingCode: '  ' })).toBe('countryDialingCode.required');
      expect(issue('mobileNum', { mobileNum: '9171234567', countryDialingCode: '6x' })).toBe('countryDialingCode.format');
    });

    it('a field the method does not show has no issue', () => {
      expect(issue('captcha', {}, 'mobile')).toBeNull();
      expect(issue('qqNum', { qqNum: '1' })).toBeNull();
    });
  });

  it('names the form fields: the register fields and the two checkboxes', () => {
    expect(isFormField('ageConfirmed')).toBe(true);
    expect(isFormField('agreed')).toBe(true);
    expect(isFormField('username')).toBe(true);
    expect(isFormField('countryDialingCode')).toBe(false);
    expect(isFormField('token')).toBe(false);
    expect(formFieldOf('email')).toBe('email');
    // The dialing code's issues show at the number beside its picker.
    expect(formFieldOf('countryDialingCode')).toBe('mobileNum');
  });

  it('takes the field a failure names only when the form shows it now', () => {
    const settings = registerSettings({ fields: { email: optional } });
    expect(shownFormField(settings, 'username', null)).toBeNull();
    expect(shownFormField(settings, 'username', undefined)).toBeNull();
    expect(shownFormField(settings, 'username', 'token')).toBeNull();
    // A name the form does not know stays off the number, even where the number shows.
    expect(shownFormField(settings, 'mobile', 'token')).toBeNull();
    expect(shownFormField(settings, 'username', 'email')).toBe('email');
    expect(shownFormField(settings, 'username', 'qqNum')).toBeNull();
    expect(shownFormField(settings, 'username', 'countryDialingCode')).toBeNull();
    expect(shownFormField(settings, 'mobile', 'countryDialingCode')).toBe('mobileNum');
    expect(isShown(settings, 'mobile', 'mobileNum')).toBe(true);
    expect(isShown(settings, 'mobile', 'captcha')).toBe(false);
  });

  it('compares affiliate codes trimmed and in upper case', () => {
    expect(normalAffiliateCode(' agent01 ')).toBe('AGENT01');
    expect(normalAffiliateCode('Agent01')).toBe('AGENT01');
  });
});
