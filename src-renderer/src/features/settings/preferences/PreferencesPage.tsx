import { Button, Card, Intent, Radio, RadioGroup, Tag } from '@blueprintjs/core';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  THEMES,
  type RegionalPreference,
  type UserPreferences,
  type UserPreferencesPatch,
} from '../../../../../server/contract/preferences';
import { isApiError } from '../../../api/api-error';
import { useOrganizationRegional } from '../../../api/account';
import { errorToastText } from '../../../api/error-text';
import { appearancePreviewAtom } from '../../../app/providers/appearance-preview';
import { DocumentForm } from '../../../components/form/DocumentForm';
import { SelectField, SwitchField, type SelectOption } from '../../../components/form/fields';
import { LoadFailure } from '../../../components/form/LoadFailure';
import { useSettingsDocument, type SettingsDocument } from '../../../components/form/useSettingsDocument';
import { PageHeader } from '../../../components/PageHeader';
import { useNotify } from '../../../components/toaster/useNotify';
import type { MessageId } from '../../../i18n/en';
import { useUserPreferencesEndpoint } from './document';
import { currencyOptions, dateFormatOptions, languageOptions, TIME_FORMAT_VALUES, timeFormatExample } from './options';
import { timeZoneGroups } from './timezones';
import './preferences.css';

const LABELS = {
  language: 'preferences.field.language',
  timezone: 'preferences.field.timezone',
  dateFormat: 'preferences.field.dateFormat',
  timeFormat: 'preferences.field.timeFormat',
  currency: 'preferences.field.currency',
  theme: 'preferences.theme',
  'ui.compactMode': 'preferences.compact',
  animations: 'preferences.animations',
} as const satisfies Readonly<Record<string, MessageId>>;

/** What this page saves: the regional fields and the appearance, never the other pages' parts. */
const bodyOf = (values: UserPreferences): UserPreferencesPatch => ({
  language: values.language,
  timezone: values.timezone,
  dateFormat: values.dateFormat,
  timeFormat: values.timeFormat,
  currency: values.currency,
  theme: values.theme,
  animations: values.animations,
  ui: { compactMode: values.ui.compactMode },
});

/** Part 1 §2 Preferences: language and region, and appearance, saved with POST /api/settings/user. */
export function PreferencesPage() {
  const intl = useIntl();
  const notify = useNotify();
  const form = useSettingsDocument(useUserPreferencesEndpoint(), {
    idPrefix: 'preferences',
    toBody: bodyOf,
    labels: LABELS,
    messages: { saved: 'preferences.toast.saved', failed: 'preferences.toast.failed' },
    onFailed: (error, shown) => {
      let text = errorToastText(shown, {
        fallback: intl.formatMessage({ id: 'preferences.toast.failedBody' }),
        network: intl.formatMessage({ id: 'toast.network' }),
      });
      // Part 1 §8: a failure with validation details points to them.
      if (isApiError(error) && error.details !== undefined) {
        console.error('Preferences were refused:', error.details);
        text = `${text} ${intl.formatMessage({ id: 'preferences.toast.details' })}`;
      }
      notify.danger(intl.formatMessage({ id: 'preferences.toast.failed' }), text);
    },
  });
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.personal.preferences' })}
        subtitle={intl.formatMessage({ id: 'preferences.subtitle' })}
      />
      <DocumentForm form={form}>{(values) => <PreferencesFields form={form} values={values} />}</DocumentForm>
    </>
  );
}

function PreferencesFields({ form, values }: { form: SettingsDocument<UserPreferences>; values: UserPreferences }) {
  const intl = useIntl();
  const organization = useOrganizationRegional();
  const setPreview = useSetAtom(appearancePreviewAtom);
  const saved = form.document;

  // The appearance shows at once, before it is saved; leaving the page without saving undoes it.
  const theme = values.theme;
  const compactMode = values.ui.compactMode;
  const animations = values.animations;
  const appearanceChanged =
    saved !== undefined &&
    (theme !== saved.theme || compactMode !== saved.ui.compactMode || animations !== saved.animations);
  useEffect(() => {
    setPreview(appearanceChanged ? { theme, compactMode, animations } : null);
  }, [setPreview, appearanceChanged, theme, compactMode, animations]);
  useEffect(() => () => setPreview(null), [setPreview]);

  const now = useMemo(() => new Date(), []);
  const savedZone = saved?.timezone ?? values.timezone;
  const zoneGroups = useMemo(
    () => timeZoneGroups(now, [values.timezone, savedZone, organization.data?.timezone ?? 'UTC']),
    [now, values.timezone, savedZone, organization.data?.timezone],
  );

  /** 'Organization Default' when the value is the organization's, else 'Reset to default' (part 1 §4). */
  function organizationDefault(field: RegionalPreference, options: readonly SelectOption[]): ReactNode {
    const regional = organization.data;
    if (!regional) return undefined;
    const orgValue = regional[field];
    if (values[field] === orgValue) {
      return (
        <Tag minimal intent={Intent.PRIMARY} icon="office" className="organization-default">
          {intl.formatMessage({ id: 'preferences.organizationDefault' })}
        </Tag>
      );
    }
    const described = options.find((option) => option.value === orgValue)?.label ?? String(orgValue);
    return (
      <Button
        variant="minimal"
        size="small"
        icon="reset"
        className="organization-reset"
        text={intl.formatMessage({ id: 'preferences.resetToDefault' })}
        aria-label={intl.formatMessage(
          { id: 'preferences.resetToDefaultLabel' },
          { field: intl.formatMessage({ id: LABELS[field] }), value: described },
        )}
        // Sending the organization's own value makes the field follow the organization again.
        onClick={() => form.set(field, orgValue as never)}
      />
    );
  }

  const languages = languageOptions().map((option) => ({ ...option, lang: option.value }));
  const dateFormats = dateFormatOptions(now, values.timezone);
  const currencies = currencyOptions(intl.locale);
  const timeFormats = TIME_FORMAT_VALUES.map((format) => ({
    value: format,
    label: intl.formatMessage(
      { id: format === '12h' ? 'preferences.timeFormat.12h' : 'preferences.timeFormat.24h' },
      { example: timeFormatExample(format, intl.locale) },
    ),
  }));
  const zoneOptions = zoneGroups.map((group) => ({
    label: intl.formatMessage({ id: `preferences.tzRegion.${group.region}` }),
    options: group.zones,
  }));

  return (
    <>
      <Card className="settings-card" role="region" aria-labelledby="preferences-region-title">
        <h2 id="preferences-region-title" className="settings-card-title">
          {intl.formatMessage({ id: 'preferences.region.title' })}
        </h2>
        {organization.isError && !isApiError(organization.error) && (
          <LoadFailure error={organization.error} onRetry={() => void organization.refetch()} />
        )}
        <div className="settings-grid">
          <SelectField
            form={form}
            path="language"
            options={languages}
            help={organizationDefault('language', languages)}
          />
          <SelectField
            form={form}
            path="timezone"
            options={zoneOptions}
            help={organizationDefault(
              'timezone',
              zoneGroups.flatMap((group) => group.zones),
            )}
          />
          <SelectField
            form={form}
            path="dateFormat"
            options={dateFormats}
            help={organizationDefault('dateFormat', dateFormats)}
          />
          <SelectField
            form={form}
            path="timeFormat"
            options={timeFormats}
            help={organizationDefault('timeFormat', timeFormats)}
          />
          <SelectField
            form={form}
            path="currency"
            options={currencies}
            help={organizationDefault('currency', currencies)}
          />
        </div>
      </Card>
      <Card className="settings-card" role="region" aria-labelledby="preferences-appearance-title">
        <h2 id="preferences-appearance-title" className="settings-card-title">
          {intl.formatMessage({ id: 'preferences.appearance.title' })}
        </h2>
        <div id="preferences-theme">
          <RadioGroup
            label={intl.formatMessage({ id: LABELS.theme })}
            inline
            selectedValue={values.theme}
            onChange={(event) => form.set('theme', event.currentTarget.value as UserPreferences['theme'])}
            className="preferences-theme"
          >
            {THEMES.map((option) => (
              <Radio key={option} value={option} label={intl.formatMessage({ id: `preferences.theme.${option}` })} />
            ))}
          </RadioGroup>
        </div>
        <p className="settings-hint">{intl.formatMessage({ id: 'preferences.theme.help' })}</p>
        <div className="preferences-switches">
          <SwitchField
            form={form}
            path="ui.compactMode"
            help={intl.formatMessage({ id: 'preferences.compact.help' })}
          />
          <SwitchField form={form} path="animations" help={intl.formatMessage({ id: 'preferences.animations.help' })} />
        </div>
      </Card>
    </>
  );
}
