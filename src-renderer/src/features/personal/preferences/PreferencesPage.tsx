import { Button, Card, FormGroup, HTMLSelect, Intent, Radio, RadioGroup, Switch, Tag } from '@blueprintjs/core';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { OrganizationRegionalSettings } from '../../../../../server/contract/organization';
import { THEMES, type UserPreferences } from '../../../../../server/contract/preferences';
import { isApiError } from '../../../api/api-error';
import { errorToastText } from '../../../api/error-text';
import { useOrganizationRegional, useSaveUserPreferences } from '../../../api/account';
import { useUserPreferences } from '../../../api/preferences';
import { appearancePreviewAtom } from '../../../app/providers/appearance-preview';
import { SectionLoading } from '../../../components/FullPageLoading';
import { PageHeader } from '../../../components/PageHeader';
import { QueryError } from '../../../components/QueryError';
import { useNotify } from '../../../components/toaster/useNotify';
import type { MessageId } from '../../../i18n/en';
import { withReadableMessage } from '../shared/errors';
import { SaveBar } from '../../../components/SaveBar';
import { useDraft } from '../shared/useDraft';
import { useMessage } from '../shared/useMessage';
import { currencyOptions, dateFormatOptions, languageOptions, TIME_FORMAT_VALUES, timeFormatExample } from './options';
import { timeZoneGroups } from './timezones';
import '../personal.css';
import '../shared/icons';

/** What this page edits, flat: the regional fields and the appearance. */
interface PreferenceValues {
  language: UserPreferences['language'];
  timezone: string;
  dateFormat: UserPreferences['dateFormat'];
  timeFormat: UserPreferences['timeFormat'];
  currency: UserPreferences['currency'];
  theme: UserPreferences['theme'];
  compactMode: boolean;
  animations: boolean;
}

type RegionalField = keyof Pick<PreferenceValues, 'language' | 'timezone' | 'dateFormat' | 'timeFormat' | 'currency'>;

const LABELS: Record<RegionalField, MessageId> = {
  language: 'preferences.field.language',
  timezone: 'preferences.field.timezone',
  dateFormat: 'preferences.field.dateFormat',
  timeFormat: 'preferences.field.timeFormat',
  currency: 'preferences.field.currency',
};

const valuesOf = (preferences: UserPreferences): PreferenceValues => ({
  language: preferences.language,
  timezone: preferences.timezone,
  dateFormat: preferences.dateFormat,
  timeFormat: preferences.timeFormat,
  currency: preferences.currency,
  theme: preferences.theme,
  compactMode: preferences.ui.compactMode,
  animations: preferences.animations,
});

/** Part 1 §2 Preferences: language and region, and appearance, saved with POST /api/settings/user. */
export function PreferencesPage() {
  const intl = useIntl();
  const preferences = useUserPreferences();
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.personal.preferences' })}
        subtitle={intl.formatMessage({ id: 'preferences.subtitle' })}
      />
      {preferences.isPending && <SectionLoading />}
      {preferences.isError && <QueryError error={preferences.error} onRetry={() => void preferences.refetch()} />}
      {preferences.data && <PreferencesForm preferences={preferences.data} />}
    </>
  );
}

function PreferencesForm({ preferences }: { preferences: UserPreferences }) {
  const intl = useIntl();
  const notify = useNotify();
  const message = useMessage();
  const organization = useOrganizationRegional();
  const save = useSaveUserPreferences();
  const setPreview = useSetAtom(appearancePreviewAtom);
  const saved = useMemo(() => valuesOf(preferences), [preferences]);
  const draft = useDraft(saved);
  const values = draft.values ?? saved;

  // The appearance shows at once, before it is saved; leaving the page without saving undoes it.
  const { theme, compactMode, animations } = values;
  const appearanceChanged =
    theme !== saved.theme || compactMode !== saved.compactMode || animations !== saved.animations;
  useEffect(() => {
    setPreview(appearanceChanged ? { theme, compactMode, animations } : null);
  }, [setPreview, appearanceChanged, theme, compactMode, animations]);
  useEffect(() => () => setPreview(null), [setPreview]);

  const now = useMemo(() => new Date(), []);
  const zoneGroups = useMemo(
    () => timeZoneGroups(now, [values.timezone, saved.timezone, organization.data?.timezone ?? 'UTC']),
    [now, values.timezone, saved.timezone, organization.data?.timezone],
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft.dirty) return;
    const edits = draft.edits;
    save.mutate(
      {
        language: values.language,
        timezone: values.timezone,
        dateFormat: values.dateFormat,
        timeFormat: values.timeFormat,
        currency: values.currency,
        theme: values.theme,
        animations: values.animations,
        ui: { compactMode: values.compactMode },
      },
      {
        onSuccess: () => {
          draft.settle(edits);
          notify.success(intl.formatMessage({ id: 'preferences.toast.saved' }));
        },
        onError: (error) => {
          const readable = withReadableMessage(error);
          let text = errorToastText(readable, {
            fallback: intl.formatMessage({ id: 'preferences.toast.failedBody' }),
            network: intl.formatMessage({ id: 'toast.network' }),
          });
          // Part 1 §8: a failure with validation details points to them.
          if (isApiError(error) && error.details !== undefined) {
            console.error('Preferences were refused:', error.details);
            text = `${text} ${intl.formatMessage({ id: 'preferences.toast.details' })}`;
          }
          message('danger', intl.formatMessage({ id: 'preferences.toast.failed' }), text);
        },
      },
    );
  }

  /** 'Organization Default' when the value is the organization's, else 'Reset to default' (part 1 §4). */
  function organizationDefault(field: RegionalField, describe: (value: string) => string): ReactNode {
    const regional: OrganizationRegionalSettings | undefined = organization.data;
    if (!regional) return undefined;
    const orgValue = regional[field];
    if (values[field] === orgValue) {
      return (
        <Tag minimal intent={Intent.PRIMARY} icon="office" className="organization-default">
          {intl.formatMessage({ id: 'preferences.organizationDefault' })}
        </Tag>
      );
    }
    return (
      <Button
        variant="minimal"
        size="small"
        icon="reset"
        className="organization-reset"
        text={intl.formatMessage({ id: 'preferences.resetToDefault' })}
        aria-label={intl.formatMessage(
          { id: 'preferences.resetToDefaultLabel' },
          { field: intl.formatMessage({ id: LABELS[field] }), value: describe(String(orgValue)) },
        )}
        onClick={() => draft.set(field, orgValue as never)}
      />
    );
  }

  const languages = languageOptions();
  const dateFormats = dateFormatOptions(now, values.timezone);
  const currencies = currencyOptions(intl.locale);
  const timeLabel = (format: string) =>
    intl.formatMessage(
      { id: format === '12h' ? 'preferences.timeFormat.12h' : 'preferences.timeFormat.24h' },
      { example: timeFormatExample(format as UserPreferences['timeFormat'], intl.locale) },
    );
  const labelOf = (options: readonly { value: string; label: string }[]) => (value: string) =>
    options.find((option) => option.value === value)?.label ?? value;
  const zoneLabel = (value: string) =>
    zoneGroups.flatMap((group) => group.zones).find((zone) => zone.value === value)?.label ?? value;

  return (
    <form onSubmit={onSubmit} noValidate className="personal-form">
      <Card className="personal-card" role="region" aria-labelledby="preferences-region-title">
        <h2 id="preferences-region-title" className="personal-card-title">
          {intl.formatMessage({ id: 'preferences.region.title' })}
        </h2>
        {organization.isError && !isApiError(organization.error) && (
          <QueryError error={organization.error} onRetry={() => void organization.refetch()} />
        )}
        <div className="personal-grid">
          <FormGroup
            label={intl.formatMessage({ id: LABELS.language })}
            labelFor="preferences-language"
            helperText={organizationDefault('language', labelOf(languages))}
          >
            <HTMLSelect
              id="preferences-language"
              fill
              value={values.language}
              onChange={(event) => draft.set('language', event.target.value as PreferenceValues['language'])}
            >
              {languages.map((option) => (
                <option key={option.value} value={option.value} lang={option.value}>
                  {option.label}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup
            label={intl.formatMessage({ id: LABELS.timezone })}
            labelFor="preferences-timezone"
            helperText={organizationDefault('timezone', zoneLabel)}
          >
            <HTMLSelect
              id="preferences-timezone"
              fill
              value={values.timezone}
              onChange={(event) => draft.set('timezone', event.target.value)}
            >
              {zoneGroups.map((group) => (
                <optgroup key={group.region} label={intl.formatMessage({ id: `preferences.tzRegion.${group.region}` })}>
                  {group.zones.map((zone) => (
                    <option key={zone.value} value={zone.value}>
                      {zone.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup
            label={intl.formatMessage({ id: LABELS.dateFormat })}
            labelFor="preferences-date-format"
            helperText={organizationDefault('dateFormat', labelOf(dateFormats))}
          >
            <HTMLSelect
              id="preferences-date-format"
              fill
              value={values.dateFormat}
              onChange={(event) => draft.set('dateFormat', event.target.value as PreferenceValues['dateFormat'])}
            >
              {dateFormats.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup
            label={intl.formatMessage({ id: LABELS.timeFormat })}
            labelFor="preferences-time-format"
            helperText={organizationDefault('timeFormat', timeLabel)}
          >
            <HTMLSelect
              id="preferences-time-format"
              fill
              value={values.timeFormat}
              onChange={(event) => draft.set('timeFormat', event.target.value as PreferenceValues['timeFormat'])}
            >
              {TIME_FORMAT_VALUES.map((format) => (
                <option key={format} value={format}>
                  {timeLabel(format)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup
            label={intl.formatMessage({ id: LABELS.currency })}
            labelFor="preferences-currency"
            helperText={organizationDefault('currency', labelOf(currencies))}
          >
            <HTMLSelect
              id="preferences-currency"
              fill
              value={values.currency}
              onChange={(event) => draft.set('currency', event.target.value as PreferenceValues['currency'])}
            >
              {currencies.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </div>
      </Card>
      <Card className="personal-card" role="region" aria-labelledby="preferences-appearance-title">
        <h2 id="preferences-appearance-title" className="personal-card-title">
          {intl.formatMessage({ id: 'preferences.appearance.title' })}
        </h2>
        <RadioGroup
          label={intl.formatMessage({ id: 'preferences.theme' })}
          inline
          selectedValue={values.theme}
          onChange={(event) => draft.set('theme', event.currentTarget.value as PreferenceValues['theme'])}
          className="preferences-theme"
        >
          {THEMES.map((option) => (
            <Radio key={option} value={option} label={intl.formatMessage({ id: `preferences.theme.${option}` })} />
          ))}
        </RadioGroup>
        <p className="personal-hint">{intl.formatMessage({ id: 'preferences.theme.help' })}</p>
        <Switch
          role="switch"
          className="personal-switch"
          checked={values.compactMode}
          label={intl.formatMessage({ id: 'preferences.compact' })}
          onChange={(event) => draft.set('compactMode', event.currentTarget.checked)}
        />
        <p className="personal-hint personal-switch-help">{intl.formatMessage({ id: 'preferences.compact.help' })}</p>
        <Switch
          role="switch"
          className="personal-switch"
          checked={values.animations}
          label={intl.formatMessage({ id: 'preferences.animations' })}
          onChange={(event) => draft.set('animations', event.currentTarget.checked)}
        />
        <p className="personal-hint personal-switch-help">
          {intl.formatMessage({ id: 'preferences.animations.help' })}
        </p>
      </Card>
      <SaveBar dirty={draft.dirty} saving={save.isPending} />
    </form>
  );
}
