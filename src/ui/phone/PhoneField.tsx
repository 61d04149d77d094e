import { useEffect, useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { limits, type Country } from '../../../contract';

type Props = {
  label: string;
  /** The dialing codes to offer, the site's default country first; none while the list is missing. */
  countries: readonly Country[];
  countryDialingCode: string;
  mobileNum: string;
  error: string | undefined;
  onCountryChange: (dialingCode: string) => void;
  onMobileChange: (mobileNum: string) => void;
  required?: boolean;
};

/**
 * A mobile number with its country dialing-code picker (accounts §2). The picker lists
 * `countries`; the first, the site's default, is chosen while none is.
 */
export function PhoneField({ label, countries, countryDialingCode, mobileNum, error, onCountryChange, onMobileChange, required }: Props) {
  const { t } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  const defaultDialingCode = countries[0]?.dialingCode;
  useEffect(() => {
    if (countryDialingCode === '' && defaultDialingCode !== undefined) onCountryChange(defaultDialingCode);
  }, [countryDialingCode, defaultDialingCode, onCountryChange]);
  return (
    <div className="field">
      <label htmlFor={`${id}-number`} className="field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className="phone-field">
        <select
          className="field__input phone-field__country"
          name="countryDialingCode"
          aria-label={t`Country code`}
          autoComplete="tel-country-code"
          value={countryDialingCode}
          disabled={countries.length === 0}
          onChange={(event) => onCountryChange(event.target.value)}
        >
          {countries.length === 0 && <option value={countryDialingCode}>+{countryDialingCode}</option>}
          {countries.map((country) => (
            <option key={country.id} value={country.dialingCode}>
              {country.iso2} +{country.dialingCode}
            </option>
          ))}
        </select>
        <input
          id={`${id}-number`}
          className="field__input phone-field__number"
          name="mobileNum"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={limits.mobileMax}
          required={required}
          value={mobileNum}
          aria-invalid={error !== undefined}
          aria-describedby={error !== undefined ? errorId : undefined}
          onChange={(event) => onMobileChange(event.target.value)}
        />
      </div>
      {error !== undefined && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
