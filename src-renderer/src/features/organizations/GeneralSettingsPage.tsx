import { Card } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { TIME_FORMATS } from '../../../../server/contract/preference-options';
import {
  BUSINESS_TYPES,
  ORGANIZATION_CURRENCIES,
  ORGANIZATION_DATE_FORMATS,
  ORGANIZATION_LOCALES,
  type OrganizationData,
  type OrganizationDataBody,
} from '../../../../server/contract/organization';
import { timeZoneOptions } from '../../../../server/contract/time-zones';
import { DocumentForm } from '../../components/form/DocumentForm';
import { SelectField, SwitchField, TextAreaField, TextField } from '../../components/form/fields';
import { useSettingsDocument } from '../../components/form/useSettingsDocument';
import { PageHeader } from '../../components/PageHeader';
import type { MessageId } from '../../i18n/en';
import { useOrganizationDataEndpoint } from './document';
import { currencyLabel, dateFormatLabel, localeLabel, timeFormatExample } from './options';
import { SubscriptionStatusCard } from './SubscriptionStatusCard';

const FEATURES = [
  'allowOnlineBooking',
  'requireEmailConfirmation',
  'autoSendReceipts',
  'enableLoyaltyProgram',
  'loyaltyAutoEnrollment',
] as const;
const DESCRIPTION_MAX = 1000;

/** Every field's label, by its path: the form's labels, and how a refusal names the field. */
const LABELS: Readonly<Record<string, MessageId>> = {
  companyName: 'general.field.companyName',
  description: 'general.field.description',
  website: 'general.field.website',
  phone: 'general.field.phone',
  email: 'general.field.email',
  businessRegType: 'general.field.businessRegType',
  businessRegNumber: 'general.field.businessRegNumber',
  taxId: 'general.field.taxId',
  'address.street1': 'general.field.address.street1',
  'address.street2': 'general.field.address.street2',
  'address.city': 'general.field.address.city',
  'address.state': 'general.field.address.state',
  'address.zipCode': 'general.field.address.zipCode',
  'address.country': 'general.field.address.country',
  timezone: 'general.field.timezone',
  currency: 'general.field.currency',
  locale: 'general.field.locale',
  dateFormat: 'general.field.dateFormat',
  timeFormat: 'general.field.timeFormat',
  ...Object.fromEntries(FEATURES.map((key) => [`settings.${key}`, `general.feature.${key}` as const])),
};

/** Everything but the read-only subscription summary. */
const bodyOf = ({ subscription: _subscription, ...values }: OrganizationData): OrganizationDataBody => values;

/** Part 1 §2 Organization General Settings: the organization data of §3, saved with If-Match. */
export function GeneralSettingsPage() {
  const intl = useIntl();
  const form = useSettingsDocument(useOrganizationDataEndpoint(), {
    idPrefix: 'general',
    toBody: bodyOf,
    labels: LABELS,
    messages: { saved: 'general.toast.saved', failed: 'general.toast.failed', failedBody: 'general.toast.failedBody' },
  });
  const locale = intl.locale;
  const help = (id: MessageId) => intl.formatMessage({ id });

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.organization.general' })}
        subtitle={intl.formatMessage({ id: 'general.subtitle' })}
      />
      {/* Part 1 §8 fills the form with sample values when the load fails; an honest error is shown instead. */}
      <DocumentForm form={form}>
        {(values) => (
          <>
            <SubscriptionStatusCard subscription={values.subscription} />

            <Card className="settings-card" role="region" aria-labelledby="general-details-title">
              <h2 id="general-details-title" className="settings-card-title">
                {intl.formatMessage({ id: 'general.details.title' })}
              </h2>
              <div className="settings-grid">
                <TextField form={form} path="companyName" autoComplete="organization" maxLength={120} required />
                <TextField
                  form={form}
                  path="website"
                  type="url"
                  autoComplete="url"
                  maxLength={200}
                  help={help('general.website.help')}
                />
                <TextField form={form} path="phone" type="tel" autoComplete="tel" maxLength={40} />
                <TextField form={form} path="email" type="email" autoComplete="email" maxLength={254} />
              </div>
              <TextAreaField
                form={form}
                path="description"
                maxLength={DESCRIPTION_MAX}
                countHelp={(count, max) => intl.formatMessage({ id: 'general.description.help' }, { count, max })}
              />
            </Card>

            <Card className="settings-card" role="region" aria-labelledby="general-registration-title">
              <h2 id="general-registration-title" className="settings-card-title">
                {intl.formatMessage({ id: 'general.registration.title' })}
              </h2>
              <div className="settings-grid">
                <SelectField
                  form={form}
                  path="businessRegType"
                  emptyLabel={intl.formatMessage({ id: 'general.businessRegType.none' })}
                  options={BUSINESS_TYPES.map((type) => ({
                    value: type,
                    label: intl.formatMessage({ id: `organization.businessType.${type}` }),
                  }))}
                />
                <TextField
                  form={form}
                  path="businessRegNumber"
                  maxLength={50}
                  help={help('general.businessRegNumber.help')}
                />
                <TextField form={form} path="taxId" maxLength={50} help={help('general.taxId.help')} />
              </div>
            </Card>

            <Card className="settings-card" role="region" aria-labelledby="general-address-title">
              <h2 id="general-address-title" className="settings-card-title">
                {intl.formatMessage({ id: 'general.address.title' })}
              </h2>
              <div className="settings-grid">
                <TextField form={form} path="address.street1" autoComplete="address-line1" maxLength={120} />
                <TextField form={form} path="address.street2" autoComplete="address-line2" maxLength={120} />
                <TextField form={form} path="address.city" autoComplete="address-level2" maxLength={80} />
                <TextField form={form} path="address.state" autoComplete="address-level1" maxLength={80} />
                <TextField form={form} path="address.zipCode" autoComplete="postal-code" maxLength={20} />
                <TextField form={form} path="address.country" autoComplete="country-name" maxLength={80} />
              </div>
            </Card>

            <Card className="settings-card" role="region" aria-labelledby="general-regional-title">
              <h2 id="general-regional-title" className="settings-card-title">
                {intl.formatMessage({ id: 'general.regional.title' })}
              </h2>
              <p className="settings-card-description">{intl.formatMessage({ id: 'general.regional.description' })}</p>
              <div className="settings-grid">
                <SelectField form={form} path="timezone" options={timeZoneOptions(locale)} />
                <SelectField
                  form={form}
                  path="currency"
                  options={ORGANIZATION_CURRENCIES.map((code) => ({ value: code, label: currencyLabel(code, locale) }))}
                />
                <SelectField
                  form={form}
                  path="locale"
                  options={ORGANIZATION_LOCALES.map((code) => ({ value: code, label: localeLabel(code, locale) }))}
                />
                <SelectField
                  form={form}
                  path="dateFormat"
                  options={ORGANIZATION_DATE_FORMATS.map((format) => ({
                    value: format,
                    label: dateFormatLabel(format),
                  }))}
                />
                <SelectField
                  form={form}
                  path="timeFormat"
                  options={TIME_FORMATS.map((format) => ({
                    value: format,
                    label: intl.formatMessage(
                      { id: `general.timeFormat.${format}` },
                      { example: timeFormatExample(format, values.locale) },
                    ),
                  }))}
                />
              </div>
            </Card>

            <Card className="settings-card" role="region" aria-labelledby="general-features-title">
              <h2 id="general-features-title" className="settings-card-title">
                {intl.formatMessage({ id: 'general.features.title' })}
              </h2>
              {FEATURES.map((key) => (
                <SwitchField
                  key={key}
                  form={form}
                  path={`settings.${key}`}
                  help={intl.formatMessage({ id: `general.feature.${key}.help` })}
                />
              ))}
            </Card>
          </>
        )}
      </DocumentForm>
    </>
  );
}
