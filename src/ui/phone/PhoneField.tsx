import { useEffect, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { limits } from '../../../contract';
import { countriesQuery } from '../../api/queries';

type Props = {
  label: string;
  countryDialingCode: string;
  mobileNum: string;
  error: string | undefined;
  onCountryChange: (dialingCode: string) => void;
  onMobileChange: (mobileNum: string) => void;
  required?: boolean;
};

/**
 * A mobile number with its country dialing-code picker (accounts §2). The picker lists
 * `GET /wps/system/country`, the site's default country first, which is chosen while none is.
 */
export function PhoneField({ label, countryDialingCode, mobileNum, error, onCountryChange, onMobileChange, required }: Props) {
  const { t } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  const countries = useQuery(countriesQuery());
  const options = countries.data ?? [];
  const defaultDialingCode = options[0]?.dialingCode;
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
          disabled={options.length === 0}
          onChange={(event) => onCountryChange(event.target.value)}
        >
          {options.length === 0 && <option value={countryDialingCode}>+{countryDialingCode}</option>}
          {options.map((country) => (
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
