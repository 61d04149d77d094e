import { offeredLanguages, type OfferedLanguage } from '../../src/i18n/languages';
import { escapeHtml } from './escape-html';

/*
 * A form's parts in a first paint (and the game list's tabs), as the app's components draw them,
 * with their classes (src/ui: TextField, PasswordField, PhoneField, SmsCodeField, CaptchaBox, Tabs;
 * src/screens/home/LanguagePicker): the same boxes where the app then draws them. Nothing here is a control a person could use: the paint is inert and takes no
 * tap (server/lib/page-shell.ts, src/ui/firstPaint/firstPaint.css), what draws as a control is
 * out of the focus order where `inert` is not supported (`unusable`), its fields are boxes (a
 * password manager fills nothing here), and no label names a control (the page's tests find the
 * app's by label, never these).
 */

/** Out of the focus order, and no state the browser restores on a reload. */
export const unusable = 'tabindex="-1" autocomplete="off"';

/** The `*` a required field's label and the age check end with. */
export const requiredMark = '<span> *</span>';

function labelPaint(label: string, required: boolean): string {
  return `<span class="field__label">${escapeHtml(label)}${required ? requiredMark : ''}</span>`;
}

/** A labelled input's place (TextField): its label, a `*` when required, and the empty box. */
export function fieldPaint(label: string, required = false): string {
  return `<div class="field">${labelPaint(label, required)}<span class="field__input"></span></div>`;
}

/** An input's place with a button beside it (`.field-row`: PasswordField's toggle, SmsCodeField's get-code). */
function fieldWithActionPaint(label: string, required: boolean, action: string, actionClass: string): string {
  return `<div class="field-row">${fieldPaint(label, required)}<button type="button" class="${actionClass}" ${unusable}>${escapeHtml(action)}</button></div>`;
}

/** A password input's place with its show toggle beside it (PasswordField). */
export function passwordFieldPaint(label: string, show: string, required = false): string {
  return fieldWithActionPaint(label, required, show, 'button field-row__action');
}

/** A check box with its words (`.check`, `label` already markup), ticked or not. */
export function checkPaint(label: string, checked: boolean): string {
  return `<span class="check"><input type="checkbox" ${unusable}${checked ? ' checked' : ''}><span>${label}</span></span>`;
}

/**
 * A translated message whose part in `<0>…</0>` is a link (Lingui's numbered tags, as `Trans`
 * writes them around a `Link`), as markup.
 */
export function withLinkPaint(message: string, href: string): string {
  const [before = '', linked, after = ''] = message.split(/<0>(.*?)<\/0>/);
  if (linked === undefined) return escapeHtml(message);
  return `${escapeHtml(before)}${linkPaint(href, linked)}${escapeHtml(after)}`;
}

/** A link's look: to one of the app's pages, or (`null`) to none, for a place outside it (customer service). */
export function linkPaint(href: string | null, label: string): string {
  return `<a href="${href === null ? '#' : escapeHtml(href)}" ${unusable}>${escapeHtml(label)}</a>`;
}

/** A mobile number's place (PhoneField): its dialing code's picker showing `dialingCode`, and the number's box. */
export function phoneFieldPaint(label: string, dialingCode: string, required: boolean): string {
  const picker = `<select class="field__input phone-field__country" ${unusable}><option>${escapeHtml(dialingCode)}</option></select>`;
  return `<div class="field">${labelPaint(label, required)}<div class="phone-field">${picker}<span class="field__input phone-field__number"></span></div></div>`;
}

/** An SMS code's place with its get-code button beside it (SmsCodeField). */
export function smsCodeFieldPaint(label: string, getCode: string, required: boolean): string {
  return fieldWithActionPaint(label, required, getCode, 'button button--secondary field-row__action');
}

/** A captcha's place (CaptchaBox): its answer's box and the image's, loading. */
export function captchaPaint(label: string, loading: string, required: boolean): string {
  return `<div class="captcha">${fieldPaint(label, required)}<button type="button" class="captcha__image" ${unusable}><span class="muted">${escapeHtml(loading)}</span></button></div>`;
}

/** A button's look: `kind` adds its modifiers (`button--primary button--block`). */
export function buttonPaint(label: string, kind: string): string {
  return `<button type="button" class="button ${kind}" ${unusable}>${escapeHtml(label)}</button>`;
}

/**
 * A tab switch (Tabs), the tab at `selected` chosen (none when it is not among them); `scrollable`
 * as a row that scrolls sideways.
 */
export function tabsPaint(labels: readonly string[], { selected = 0, scrollable = false }: { selected?: number; scrollable?: boolean } = {}): string {
  const tabs = labels.map((label, index) => `<button type="button" role="tab" class="tabs__tab" aria-selected="${index === selected}" ${unusable}>${escapeHtml(label)}</button>`);
  return `<div class="${scrollable ? 'tabs tabs--scroll' : 'tabs'}" role="tablist">${tabs.join('')}</div>`;
}

/** The language picker (LanguagePicker): the offered languages by their native names, `current` chosen. */
export function languagePickerPaint(legend: string, current: OfferedLanguage): string {
  const options = offeredLanguages.map(
    (language) =>
      `<span class="language-picker__option" lang="${language.htmlLang}" dir="${language.dir}">` +
      `<input type="radio" class="language-picker__input" ${unusable}${language.code === current.code ? ' checked' : ''}><span>${escapeHtml(language.nativeName)}</span></span>`,
  );
  return `<fieldset class="language-picker"><legend class="language-picker__legend">${escapeHtml(legend)}</legend><div class="language-picker__options">${options.join('')}</div></fieldset>`;
}
