import type { Country } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';
import { countryNamer } from './country-names';
import { ChevronIcon } from './icons';

/**
 * The dialing-code picker before a mobile number: shows "+95", opens the phone's own list
 * (a native select is the most usable picker on a phone and costs nothing to load).
 */
export const DialingCodePicker = (props: {
  countries: readonly Country[];
  value: string;
  onChange: (dialingCode: string) => void;
  testId?: string;
}) => {
  const { t, language } = useTranslation();
  const nameOf = countryNamer(language);
  return (
    <span className="dialing-code">
      <span className="dialing-code__value" aria-hidden="true">
        +{props.value}
        <ChevronIcon />
      </span>
      <select
        className="dialing-code__select"
        aria-label={t('auth.form.dialingCode')}
        data-testid={props.testId ?? 'dialing-code'}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.countries.map((country) => (
          <option key={country.countryCode} value={country.dialingCode}>
            {nameOf(country.countryCode, country.name)} (+{country.dialingCode})
          </option>
        ))}
      </select>
    </span>
  );
};

/** The dialing code of the site's default country, else the first listed. */
export const defaultDialingCode = (list?: { countries: Country[]; defaultCountry: string }) =>
  list?.countries.find((c) => c.countryCode === list.defaultCountry)?.dialingCode ??
  list?.countries[0]?.dialingCode ??
  '';
