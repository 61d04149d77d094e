import {
  checkRegisterFields,
  countryDialingCodeSchema,
  passwordMismatchKey,
  registerFieldNames,
  registerFieldSchemas,
  registrationKindFields,
  type RegisterFieldValues,
  type RegisterSettings,
  type RegistrationKind,
} from '../../contract';

/*
 * The registration form's fields as the site's rules and the method decide them (accounts §2, §5),
 * checked with the contract's shared rules, so the form refuses exactly what the platform refuses.
 */

export type RegisterFieldName = (typeof registerFieldNames)[number];
/** What the form holds: every field as typed, and the dialing code of the mobile number. */
export type RegistrationValues = Record<RegisterFieldName | 'countryDialingCode', string>;
/** The two checkboxes under the fields. */
export type RegistrationCheck = 'ageConfirmed' | 'agreed';
/** Anything the form can mark as wrong and focus. */
export type FormField = RegisterFieldName | RegistrationCheck;

export type ShownField = { field: RegisterFieldName; required: boolean };

/** Keys of the two checkboxes' messages (fieldMessage has the agreement's). */
export const ageConfirmationKey = 'ageConfirmed.required';
export const agreementKey = 'agreement.required';

/**
 * The order the form shows. The mobile method leads with the number and its code (the spec's field
 * list); the username method leads with the account and puts the optional number later.
 */
const fieldOrder: Record<RegistrationKind, readonly RegisterFieldName[]> = {
  mobile: registerFieldNames,
  username: [
    'username',
    'password',
    'confirmPassword',
    'paymentPassword',
    'idNumber',
    'qqNum',
    'facebook',
    'wechat',
    'line',
    'whatsapp',
    'zalo',
    'email',
    'nickname',
    'payeeName',
    'mobileNum',
    'verificationCode',
    'recommenderId',
    'affiliateCode',
    'captcha',
  ],
};

/**
 * The fields a method shows, in order, and which carry the asterisk: the method's essential fields
 * always, the others when their rule enables them (required as the rule says; a field the method
 * takes but never requires, such as the username of a mobile registration, is never required).
 */
export function shownFields(settings: RegisterSettings, method: RegistrationKind): ShownField[] {
  const spec = registrationKindFields[method];
  return fieldOrder[method]
    .filter((name) => !spec.ignored.includes(name) && (spec.essential.includes(name) || settings.fields[name].enabled))
    .map((name) => ({
      field: name,
      required: spec.essential.includes(name) || (!spec.optional.includes(name) && settings.fields[name].required),
    }));
}

export function isShown(settings: RegisterSettings, method: RegistrationKind, field: RegisterFieldName): boolean {
  return shownFields(settings, method).some((shown) => shown.field === field);
}

function isEmpty(name: RegisterFieldName, value: string): boolean {
  return name === 'password' || name === 'confirmPassword' || name === 'paymentPassword' ? value === '' : value.trim() === '';
}

/** The message key of a filled field that breaks its shared format rule, or null. */
function formatIssue(name: RegisterFieldName, values: RegistrationValues): string | null {
  const parsed = registerFieldSchemas[name].safeParse(values[name]);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? `${name}.format`;
  if (name === 'confirmPassword' && values.confirmPassword !== values.password) return passwordMismatchKey;
  if (name === 'mobileNum') {
    if (values.countryDialingCode.trim() === '') return 'countryDialingCode.required';
    if (!countryDialingCodeSchema.safeParse(values.countryDialingCode).success) return 'countryDialingCode.format';
  }
  return null;
}

/** The message key of one field as it stands, or null when it passes (an optional empty field passes). */
export function fieldIssue(
  settings: RegisterSettings,
  method: RegistrationKind,
  values: RegistrationValues,
  field: RegisterFieldName,
): string | null {
  const shown = shownFields(settings, method);
  const rule = shown.find((entry) => entry.field === field);
  if (rule === undefined) return null;
  const filled = (name: RegisterFieldName) => shown.some((entry) => entry.field === name) && !isEmpty(name, values[name]);
  if (isEmpty(field, values[field])) {
    // A number is only kept once a code proved it, and a code needs its number (as the platform checks).
    const needed =
      rule.required ||
      (field === 'verificationCode' && filled('mobileNum')) ||
      (field === 'mobileNum' && filled('verificationCode'));
    return needed ? `${field}.required` : null;
  }
  return formatIssue(field, values);
}

export type RegistrationState = {
  settings: RegisterSettings;
  method: RegistrationKind;
  values: RegistrationValues;
  ageConfirmed: boolean;
  agreed: boolean;
};

export type RegistrationCheckResult =
  | { ok: true; fields: RegisterFieldValues }
  /** Every failing field with its message key, in the form's order (the first is focused). */
  | { ok: false; issues: ReadonlyArray<{ field: FormField; key: string }> };

/**
 * Every field checked, in the form's order; the first failure is the field to focus. What passes is
 * checked once more with the platform's own `checkRegisterFields`, whose parsed values (trimmed,
 * ignored and empty optional fields left out) are what is sent.
 */
export function checkRegistration(state: RegistrationState): RegistrationCheckResult {
  const { settings, method, values } = state;
  const shown = shownFields(settings, method);
  const issues: Array<{ field: FormField; key: string }> = [];
  for (const { field } of shown) {
    const key = fieldIssue(settings, method, values, field);
    if (key !== null) issues.push({ field, key });
  }
  if (!state.ageConfirmed) issues.push({ field: 'ageConfirmed', key: ageConfirmationKey });
  if (!state.agreed) issues.push({ field: 'agreed', key: agreementKey });
  if (issues.length > 0) return { ok: false, issues };

  const request: Partial<RegistrationValues> = { countryDialingCode: values.countryDialingCode };
  for (const { field } of shown) request[field] = values[field];
  const checked = checkRegisterFields(request, settings.fields, method);
  if (checked.ok) return { ok: true, fields: checked.values };
  return { ok: false, issues: [{ field: formFieldOf(checked.issue.field), key: checked.issue.message }] };
}

function isRegisterFieldName(name: string): name is RegisterFieldName {
  return registerFieldNames.some((field) => field === name);
}

export function isFormField(name: string): name is FormField {
  return name === 'ageConfirmed' || name === 'agreed' || isRegisterFieldName(name);
}

/**
 * The form field that shows a platform or contract issue about `name`. Besides the register fields
 * the only name reported is countryDialingCode, which shows on the number beside its picker.
 */
export function formFieldOf(name: string): RegisterFieldName {
  return isRegisterFieldName(name) ? name : 'mobileNum';
}

/** The field a platform failure names, if the form shows it now. */
export function shownFormField(
  settings: RegisterSettings,
  method: RegistrationKind,
  name: string | null | undefined,
): RegisterFieldName | null {
  if (name === null || name === undefined) return null;
  if (name !== 'countryDialingCode' && !isRegisterFieldName(name)) return null;
  const field = formFieldOf(name);
  return isShown(settings, method, field) ? field : null;
}

/** Affiliate codes compare as the platform stores them: trimmed, upper case. */
export function normalAffiliateCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The method the screen starts on (accounts §4): mobile only when it is on and username registration is off. */
export function initialMethod(settings: RegisterSettings): RegistrationKind {
  return settings.mobileRegistration && !settings.usernameRegistration ? 'mobile' : 'username';
}
