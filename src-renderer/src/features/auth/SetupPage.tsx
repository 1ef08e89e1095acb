import { Button, Callout, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH, SLUG_PATTERN, type SetupBody } from '../../../../server/contract/auth';
import { isSetupCountry } from '../../../../server/contract/countries';
import { ORGANIZATION_CURRENCIES } from '../../../../server/contract/organization';
import { timeZoneOptions, type IanaTimeZone } from '../../../../server/contract/time-zones';
import { errorToastText } from '../../api/error-text';
import { useSetupOrganization, useSetupStatus } from '../../api/auth';
import { homePath, LOGIN_PATH } from '../../app/routing/paths';
import { FullPageLoading } from '../../components/FullPageLoading';
import { AuthLayout } from './AuthLayout';
import { computerRegion, countryOptions, currencyOf, type Region } from './region';
import './setup.css';
import { slugify } from './slug';

/** The typed-in fields; where the business is comes from selects below them. */
type Field = Exclude<keyof SetupBody, keyof Region>;

const FIELDS: readonly { field: Field; type: string; autoComplete: string }[] = [
  { field: 'organizationName', type: 'text', autoComplete: 'organization' },
  { field: 'organizationSlug', type: 'text', autoComplete: 'off' },
  { field: 'firstName', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', type: 'text', autoComplete: 'family-name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'password', type: 'password', autoComplete: 'new-password' },
];

const slugRule = new RegExp(SLUG_PATTERN);

/** 'AUD' → 'Australian Dollar (AUD)' in the reader's language. */
function currencyName(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** First run: no organization exists yet, so the first person creates one and becomes its owner. */
export function SetupPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const status = useSetupStatus();
  const setup = useSetupOrganization();
  const [values, setValues] = useState<Record<Field, string>>({
    organizationName: '',
    organizationSlug: '',
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  // The slug follows the name until the person edits it themselves.
  const [slugEdited, setSlugEdited] = useState(false);
  // Prefilled from this computer's language and time zone; the currency follows the country until
  // the person picks one.
  const [region, setRegion] = useState<Region>(computerRegion);
  const [currencyEdited, setCurrencyEdited] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (status.isPending) return <FullPageLoading />;
  if (status.data?.needsSetup === false && !setup.isSuccess) return <Navigate to={LOGIN_PATH} replace />;

  const slugValid = slugRule.test(values.organizationSlug) && values.organizationSlug.length >= 2;
  const slugInvalid = values.organizationSlug !== '' && !slugValid;
  const complete =
    values.organizationName.trim() !== '' &&
    slugValid &&
    values.firstName.trim() !== '' &&
    values.lastName.trim() !== '' &&
    values.email.trim() !== '' &&
    values.password.length >= PASSWORD_MIN_LENGTH;

  function change(field: Field, value: string) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'organizationName' && !slugEdited) next.organizationSlug = slugify(value);
      return next;
    });
    if (field === 'organizationSlug') setSlugEdited(true);
  }

  function changeCountry(value: string) {
    const country = isSetupCountry(value) ? value : '';
    setRegion((current) => ({
      ...current,
      country,
      currency: currencyEdited || country === '' ? current.currency : currencyOf(country),
    }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const body: SetupBody = {
      ...values,
      organizationName: values.organizationName.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      ...(region.country === '' ? {} : { country: region.country }),
      timezone: region.timezone,
      currency: region.currency,
    };
    setup.mutate(body, {
      onSuccess: (me) => void navigate(homePath(me.organization.slug), { replace: true }),
      onError: (error) =>
        setFailure(
          errorToastText(error, {
            fallback: intl.formatMessage({ id: 'toast.fallback' }),
            network: intl.formatMessage({ id: 'toast.network' }),
          }),
        ),
    });
  }

  const helpOf = (field: Field): string | undefined => {
    if (field === 'organizationSlug')
      return intl.formatMessage({ id: 'setup.organizationSlugHelp' }, { slug: values.organizationSlug || '…' });
    if (field === 'password') return intl.formatMessage({ id: 'setup.passwordHelp' }, { min: PASSWORD_MIN_LENGTH });
    return undefined;
  };

  return (
    <AuthLayout
      title={intl.formatMessage({ id: 'setup.title' })}
      subtitle={intl.formatMessage({ id: 'setup.subtitle' })}
    >
      {failure !== null && (
        <Callout
          intent={Intent.DANGER}
          className="auth-callout"
          role="alert"
          title={intl.formatMessage({ id: 'setup.failed' })}
        >
          {failure}
        </Callout>
      )}
      <form onSubmit={onSubmit} noValidate>
        {FIELDS.map(({ field, type, autoComplete }) => (
          <FormGroup
            key={field}
            label={intl.formatMessage({ id: `setup.${field}` })}
            labelFor={`setup-${field}`}
            helperText={helpOf(field)}
          >
            <InputGroup
              id={`setup-${field}`}
              type={type}
              autoComplete={autoComplete}
              value={values[field]}
              onChange={(event) => change(field, event.target.value)}
              intent={slugInvalid && field === 'organizationSlug' ? Intent.DANGER : Intent.NONE}
              aria-invalid={slugInvalid && field === 'organizationSlug'}
              required
            />
          </FormGroup>
        ))}
        <fieldset className="auth-fieldset">
          <legend className="auth-legend">{intl.formatMessage({ id: 'setup.region.title' })}</legend>
          <p className="auth-hint">{intl.formatMessage({ id: 'setup.region.help' })}</p>
          <FormGroup label={intl.formatMessage({ id: 'setup.country' })} labelFor="setup-country">
            <HTMLSelect
              id="setup-country"
              fill
              value={region.country}
              onChange={(event) => changeCountry(event.target.value)}
            >
              {countryOptions(intl.locale).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
              <option value="">{intl.formatMessage({ id: 'setup.countryOther' })}</option>
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={intl.formatMessage({ id: 'setup.timezone' })} labelFor="setup-timezone">
            <HTMLSelect
              id="setup-timezone"
              fill
              value={region.timezone}
              onChange={(event) => setRegion({ ...region, timezone: event.target.value as IanaTimeZone })}
            >
              {timeZoneOptions(intl.locale).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={intl.formatMessage({ id: 'setup.currency' })} labelFor="setup-currency">
            <HTMLSelect
              id="setup-currency"
              fill
              value={region.currency}
              onChange={(event) => {
                setCurrencyEdited(true);
                setRegion({ ...region, currency: event.target.value as Region['currency'] });
              }}
            >
              {ORGANIZATION_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {currencyName(code, intl.locale)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </fieldset>
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          size="large"
          fill
          loading={setup.isPending}
          disabled={!complete}
          text={intl.formatMessage({ id: 'setup.submit' })}
        />
      </form>
    </AuthLayout>
  );
}
