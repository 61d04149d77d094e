import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Country } from '../../contract';
import { PhoneField } from '../../src/ui/phone/PhoneField';
import { renderWithI18n } from './support/renderWithI18n';

const countries: Country[] = [
  { id: 1, name: 'Philippines', dialingCode: '63', iso2: 'PH' },
  { id: 2, name: 'Brazil', dialingCode: '55', iso2: 'BR' },
];

/** The field as a form holds it: the chosen code and the number live in the form's state. */
function Form({ list, initialCode = '' }: { list: readonly Country[]; initialCode?: string }) {
  const [code, setCode] = useState(initialCode);
  const [number, setNumber] = useState('');
  return (
    <>
      <PhoneField
        label="Mobile number"
        countries={list}
        countryDialingCode={code}
        mobileNum={number}
        error={undefined}
        onCountryChange={setCode}
        onMobileChange={setNumber}
      />
      <output aria-label="Held">{`+${code} ${number}`}</output>
    </>
  );
}

const picker = () => screen.getByRole('combobox', { name: 'Country code' });

describe('the phone field (accounts §2)', () => {
  it('offers the given dialing codes and chooses the first, the default, while none is', () => {
    renderWithI18n(<Form list={countries} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['PH +63', 'BR +55']);
    expect(picker()).toHaveProperty('value', '63');
    expect(screen.getByRole('status', { name: 'Held' }).textContent).toBe('+63 ');
  });

  it('keeps a code already chosen, and lets the user choose another', async () => {
    renderWithI18n(<Form list={countries} initialCode="55" />);
    expect(picker()).toHaveProperty('value', '55');
    await userEvent.setup().selectOptions(picker(), '63');
    expect(screen.getByRole('status', { name: 'Held' }).textContent).toBe('+63 ');
  });

  it('without a list offers only the code held, and the number can still be typed', async () => {
    renderWithI18n(<Form list={[]} />);
    expect(picker()).toHaveProperty('disabled', true);
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    expect(screen.getByRole('status', { name: 'Held' }).textContent).toBe('+ 9171234567');
  });
});
