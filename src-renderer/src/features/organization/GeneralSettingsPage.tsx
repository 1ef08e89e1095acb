import { Card, FormGroup, HTMLSelect, InputGroup, Intent, Switch, TextArea } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TIME_FORMATS } from '../../../../server/contract/preference-options';
import {
  BUSINESS_TYPES,
  ORGANIZATION_CURRENCIES,
  ORGANIZATION_DATE_FORMATS,
  ORGANIZATION_LOCALES,
  ORGANIZATION_TIME_ZONES,
  type OrganizationData,
} from '../../../../server/contract/organization';
import { useOrganizationData, useSaveOrganizationData } from '../../api/organization';
import { queryKeys } from '../../api/query-keys';
import { SectionLoading } from '../../components/FullPageLoading';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useNotify } from '../../components/toaster/useNotify';
import type { MessageId } from '../../i18n/en';
import { readField, useGeneralDraft, type GeneralField, type GeneralFieldValue, type GeneralValues } from './draft';
import { currencyLabel, dateFormatLabel, localeLabel, timeFormatExample } from './options';
import { fieldErrorOf, isStale, type FieldError } from './shared/errors';
import { SaveBar } from '../../components/SaveBar';
import { SubscriptionStatusCard } from './SubscriptionStatusCard';
import './organization.css';
import './shared/icons';

type TextField = {
  [F in GeneralField]: GeneralFieldValue<F> extends string ? F : never;
}[GeneralField];
type FeatureField = Extract<GeneralField, `settings.${string}`>;

interface TextSpec {
  field: TextField;
  type?: string;
  autoComplete: string;
  maxLength: number;
  helpId?: MessageId;
  required?: boolean;
}

// Lengths are the contract's (server/contract/organization.ts); the server enforces them too.
const DETAILS: readonly TextSpec[] = [
  { field: 'companyName', autoComplete: 'organization', maxLength: 120, required: true },
  { field: 'website', type: 'url', autoComplete: 'url', maxLength: 200, helpId: 'general.website.help' },
  { field: 'phone', type: 'tel', autoComplete: 'tel', maxLength: 40 },
  { field: 'email', type: 'email', autoComplete: 'email', maxLength: 254 },
];
const REGISTRATION: readonly TextSpec[] = [
  { field: 'businessRegNumber', autoComplete: 'off', maxLength: 50, helpId: 'general.businessRegNumber.help' },
  { field: 'taxId', autoComplete: 'off', maxLength: 50, helpId: 'general.taxId.help' },
];
const ADDRESS: readonly TextSpec[] = [
  { field: 'address.street1', autoComplete: 'address-line1', maxLength: 120 },
  { field: 'address.street2', autoComplete: 'address-line2', maxLength: 120 },
  { field: 'address.city', autoComplete: 'address-level2', maxLength: 80 },
  { field: 'address.state', autoComplete: 'address-level1', maxLength: 80 },
  { field: 'address.zipCode', autoComplete: 'postal-code', maxLength: 20 },
  { field: 'address.country', autoComplete: 'country-name', maxLength: 80 },
];
const FEATURES: readonly FeatureField[] = [
  'settings.allowOnlineBooking',
  'settings.requireEmailConfirmation',
  'settings.autoSendReceipts',
  'settings.enableLoyaltyProgram',
  'settings.loyaltyAutoEnrollment',
];
const DESCRIPTION_MAX = 1000;

const FIELDS: readonly GeneralField[] = [
  ...DETAILS.map((spec) => spec.field),
  'description',
  'businessRegType',
  ...REGISTRATION.map((spec) => spec.field),
  ...ADDRESS.map((spec) => spec.field),
  'timezone',
  'currency',
  'locale',
  'dateFormat',
  'timeFormat',
  ...FEATURES,
];

const labelId = (field: GeneralField) => `general.field.${field}` as MessageId;
const inputId = (field: GeneralField) => `general-${field.replace('.', '-')}`;

const editable = ({ subscription: _subscription, ...values }: OrganizationData): GeneralValues => values;

/** Part 1 §2 Organization General Settings: the organization data of §3, saved with If-Match. */
export function GeneralSettingsPage() {
  const intl = useIntl();
  const organization = useOrganizationData();
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.organization.general' })}
        subtitle={intl.formatMessage({ id: 'general.subtitle' })}
      />
      {organization.isPending && <SectionLoading />}
      {/* Part 1 §8 fills the form with sample values when the load fails; an honest error is shown instead. */}
      {organization.isError && !organization.data && (
        <QueryError error={organization.error} onRetry={() => void organization.refetch()} />
      )}
      {organization.data && <GeneralForm organization={organization.data} />}
    </>
  );
}

function GeneralForm({ organization }: { organization: OrganizationData }) {
  const intl = useIntl();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const save = useSaveOrganizationData();
  const saved = useMemo(() => editable(organization), [organization]);
  const draft = useGeneralDraft(saved);
  const values = draft.values ?? saved;
  const [fieldError, setFieldError] = useState<FieldError<GeneralField> | null>(null);

  function edit<F extends GeneralField>(field: F, value: GeneralFieldValue<F>) {
    draft.set(field, value);
    if (fieldError?.field === field) setFieldError(null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft.dirty || save.isPending) return;
    const edits = draft.edits;
    setFieldError(null);
    save.mutate(values, {
      onSuccess: () => {
        draft.settle(edits);
        notify.success(intl.formatMessage({ id: 'general.toast.saved' }));
      },
      onError: (error) => {
        setFieldError(fieldErrorOf(error, FIELDS) ?? null);
        // Someone else saved meanwhile: show their values in the fields not edited here.
        if (isStale(error)) void queryClient.invalidateQueries({ queryKey: queryKeys.organizationData });
        notify.failure(
          intl.formatMessage({ id: 'general.toast.failed' }),
          error,
          intl.formatMessage({ id: 'general.toast.failedBody' }),
        );
      },
    });
  }

  function group(field: GeneralField, control: ReactNode, options: { help?: ReactNode; required?: boolean } = {}) {
    const invalid = fieldError?.field === field;
    const label = intl.formatMessage({ id: labelId(field) });
    return (
      <FormGroup
        key={field}
        label={label}
        labelFor={inputId(field)}
        labelInfo={options.required ? intl.formatMessage({ id: 'organization.required' }) : undefined}
        intent={invalid ? Intent.DANGER : Intent.NONE}
        helperText={
          invalid
            ? intl.formatMessage({ id: 'organization.fieldError' }, { label, rule: fieldError.rule })
            : options.help
        }
      >
        {control}
      </FormGroup>
    );
  }

  function text({ field, type = 'text', autoComplete, maxLength, helpId, required }: TextSpec) {
    const invalid = fieldError?.field === field;
    return group(
      field,
      <InputGroup
        id={inputId(field)}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={readField(values, field)}
        required={required}
        intent={invalid ? Intent.DANGER : Intent.NONE}
        aria-invalid={invalid || undefined}
        onChange={(event) => edit(field, event.target.value)}
      />,
      { help: helpId ? intl.formatMessage({ id: helpId }) : undefined, required },
    );
  }

  function select<F extends GeneralField>(field: F, options: readonly { value: string; label: string }[]) {
    return group(
      field,
      <HTMLSelect
        id={inputId(field)}
        fill
        value={String(readField(values, field) ?? '')}
        onChange={(event) => edit(field, event.target.value as GeneralFieldValue<F>)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </HTMLSelect>,
    );
  }

  const locale = intl.locale;
  return (
    <form onSubmit={onSubmit} noValidate className="org-form">
      <SubscriptionStatusCard subscription={organization.subscription} />

      <Card className="org-card" role="region" aria-labelledby="general-details-title">
        <h2 id="general-details-title" className="org-card-title">
          {intl.formatMessage({ id: 'general.details.title' })}
        </h2>
        <div className="org-grid">{DETAILS.map(text)}</div>
        {group(
          'description',
          <TextArea
            id={inputId('description')}
            fill
            rows={3}
            maxLength={DESCRIPTION_MAX}
            value={values.description}
            onChange={(event) => edit('description', event.target.value)}
          />,
          {
            help: intl.formatMessage(
              { id: 'general.description.help' },
              { count: values.description.length, max: DESCRIPTION_MAX },
            ),
          },
        )}
      </Card>

      <Card className="org-card" role="region" aria-labelledby="general-registration-title">
        <h2 id="general-registration-title" className="org-card-title">
          {intl.formatMessage({ id: 'general.registration.title' })}
        </h2>
        <div className="org-grid">
          {group(
            'businessRegType',
            <HTMLSelect
              id={inputId('businessRegType')}
              fill
              value={values.businessRegType ?? ''}
              onChange={(event) =>
                edit(
                  'businessRegType',
                  event.target.value === '' ? null : (event.target.value as (typeof BUSINESS_TYPES)[number]),
                )
              }
            >
              <option value="">{intl.formatMessage({ id: 'general.businessRegType.none' })}</option>
              {BUSINESS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {intl.formatMessage({ id: `organization.businessType.${type}` })}
                </option>
              ))}
            </HTMLSelect>,
          )}
          {REGISTRATION.map(text)}
        </div>
      </Card>

      <Card className="org-card" role="region" aria-labelledby="general-address-title">
        <h2 id="general-address-title" className="org-card-title">
          {intl.formatMessage({ id: 'general.address.title' })}
        </h2>
        <div className="org-grid">{ADDRESS.map(text)}</div>
      </Card>

      <Card className="org-card" role="region" aria-labelledby="general-regional-title">
        <h2 id="general-regional-title" className="org-card-title">
          {intl.formatMessage({ id: 'general.regional.title' })}
        </h2>
        <p className="org-card-description">{intl.formatMessage({ id: 'general.regional.description' })}</p>
        <div className="org-grid">
          {select(
            'timezone',
            ORGANIZATION_TIME_ZONES.map((zone) => ({
              value: zone,
              label: intl.formatMessage({ id: `organization.timeZone.${zone}` }),
            })),
          )}
          {select(
            'currency',
            ORGANIZATION_CURRENCIES.map((code) => ({ value: code, label: currencyLabel(code, locale) })),
          )}
          {select(
            'locale',
            ORGANIZATION_LOCALES.map((code) => ({ value: code, label: localeLabel(code, locale) })),
          )}
          {select(
            'dateFormat',
            ORGANIZATION_DATE_FORMATS.map((format) => ({ value: format, label: dateFormatLabel(format) })),
          )}
          {select(
            'timeFormat',
            TIME_FORMATS.map((format) => ({
              value: format,
              label: intl.formatMessage(
                { id: `general.timeFormat.${format}` },
                { example: timeFormatExample(format, values.locale) },
              ),
            })),
          )}
        </div>
      </Card>

      <Card className="org-card" role="region" aria-labelledby="general-features-title">
        <h2 id="general-features-title" className="org-card-title">
          {intl.formatMessage({ id: 'general.features.title' })}
        </h2>
        {FEATURES.map((field) => {
          const key = field.slice('settings.'.length) as keyof GeneralValues['settings'];
          return (
            <div key={field} className="org-switch">
              <Switch
                role="switch"
                checked={values.settings[key]}
                label={intl.formatMessage({ id: `general.feature.${key}` })}
                aria-describedby={`general-feature-${key}-help`}
                onChange={(event) => edit(field, event.currentTarget.checked)}
              />
              <p className="org-hint org-switch-help" id={`general-feature-${key}-help`}>
                {intl.formatMessage({ id: `general.feature.${key}.help` })}
              </p>
            </div>
          );
        })}
      </Card>

      <SaveBar dirty={draft.dirty} saving={save.isPending} />
    </form>
  );
}
