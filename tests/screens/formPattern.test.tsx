import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorCodes } from '../../contract';
import type { Failure } from '../../machines/support/failure';
import type { FieldError } from '../../machines/support/form';
import { useFieldErrorText, type FieldErrorOptions } from '../../src/i18n/fieldMessage';
import { SubmitButton } from '../../src/ui/form/SubmitButton';

/** Renders under Lingui in English; `rerender` keeps the provider, so the same elements stay. */
function renderWithI18n(ui: ReactElement) {
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
  return render(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });
}

type Field = 'username' | 'mobileNum' | 'ageConfirmed';
const fields: readonly Field[] = ['username', 'mobileNum', 'ageConfirmed'];
const failure = (code: string, field?: string): Failure => ({ code, message: 'server text', captchaRequired: false, ...(field ? { field } : {}) });

/** Each field's text as the one hook gives it, one list item per field. */
function Texts({ errors, options }: { errors: Partial<Record<Field, string | FieldError>>; options?: FieldErrorOptions<Field> }) {
  const text = useFieldErrorText(errors, options);
  return (
    <ul aria-label="messages">
      {fields.map((field) => (
        <li key={field} aria-label={field}>
          {text(field) ?? '(none)'}
        </li>
      ))}
    </ul>
  );
}

const textOf = (field: Field) => screen.getByRole('listitem', { name: field }).textContent;

describe('useFieldErrorText: one way a form shows a field’s message', () => {
  it('reads a rule key, the same from a plain key or a rule FieldError', () => {
    renderWithI18n(<Texts errors={{ username: 'username.required', mobileNum: { kind: 'rule', key: 'mobileNum.required' } }} />);
    expect(textOf('username')).toBe('Please enter the username');
    expect(textOf('mobileNum')).toBe('Please enter a valid mobile number');
    expect(textOf('ageConfirmed')).toBe('(none)');
  });

  it('shows the machine’s failure on its failureField only, and a rule key before it', () => {
    const { rerender } = renderWithI18n(<Texts errors={{}} options={{ failure: failure(errorCodes.usernameTaken), failureField: 'username' }} />);
    expect(textOf('username')).toBe('Sorry, the username already exists');
    expect(textOf('mobileNum')).toBe('(none)');
    rerender(<Texts errors={{}} options={{ failure: failure(errorCodes.usernameTaken), failureField: null }} />);
    expect(textOf('username')).toBe('(none)');
    rerender(<Texts errors={{ username: 'username.tooShort' }} options={{ failure: failure(errorCodes.usernameTaken), failureField: 'username' }} />);
    expect(textOf('username')).toBe('Account format is incorrect: use 4 to 32 letters, digits or underscores');
  });

  it('registration’s options: the age confirmation says the site’s age, the platform’s "required" reads as the field’s rule', () => {
    const errors = {
      ageConfirmed: { kind: 'rule', key: 'ageConfirmed.required' },
      mobileNum: { kind: 'platform', failure: failure(errorCodes.registerFieldRequired, 'mobileNum') },
      username: { kind: 'platform', failure: failure(errorCodes.usernameTaken, 'username') },
    } satisfies Partial<Record<Field, FieldError>>;
    const { rerender } = renderWithI18n(<Texts errors={errors} options={{ minimumAge: 21, requiredFailureAsRule: true }} />);
    expect(textOf('ageConfirmed')).toBe('Please confirm you are 21 years old');
    expect(textOf('mobileNum')).toBe('Please enter a valid mobile number');
    expect(textOf('username')).toBe('Sorry, the username already exists');
    // Without the options, the same errors read as the plain rule and the platform's word.
    rerender(<Texts errors={errors} />);
    expect(textOf('mobileNum')).toBe('Some details are not valid, please check them');
    expect(textOf('ageConfirmed')).not.toContain('21');
  });
});

describe('SubmitButton: the one busy submit', () => {
  it('keeps its name and focus while busy, says aria-busy, turns a spinner and ignores taps', async () => {
    const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const user = userEvent.setup();
    const { rerender } = renderWithI18n(
      <form onSubmit={submitted}>
        <SubmitButton busy={false}>Send</SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('aria-busy')).toBe('false');
    await user.click(button);
    expect(submitted).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={submitted}>
        <SubmitButton busy>Send</SubmitButton>
      </form>,
    );
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button).toHaveProperty('disabled', false);
    expect(button.querySelector('.button__spinner')?.getAttribute('aria-hidden')).toBe('true');
    expect(document.activeElement).toBe(button);
    await user.click(button);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('says its busy label while busy when the form gives one, and is disabled for other reasons natively', () => {
    const { rerender } = renderWithI18n(
      <SubmitButton busy busyLabel="Logging in…">
        Log in
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeTruthy();
    rerender(
      <SubmitButton busy={false} busyLabel="Logging in…" disabled>
        Log in
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', true);
  });
});
