import { Callout, Card, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import {
  PROFILE_VISIBILITY,
  type UserPreferences,
  type UserPreferencesPatch,
} from '../../../../../server/contract/preferences';
import { DocumentForm } from '../../../components/form/DocumentForm';
import { SwitchField } from '../../../components/form/fields';
import { useSettingsDocument } from '../../../components/form/useSettingsDocument';
import { PageHeader } from '../../../components/PageHeader';
import { useUserPreferencesEndpoint } from '../preferences/document';
import './privacy.css';

type Visibility = UserPreferences['privacy']['profileVisibility'];

const SHARED = ['showEmail', 'showPhone', 'activityStatus'] as const;

/** This page saves the `privacy` part of the user's preferences, nothing else. */
const bodyOf = (values: UserPreferences): UserPreferencesPatch => ({ privacy: values.privacy });

/**
 * Part 1 §2 Privacy Settings: who sees the profile and what it shows, saved with the user
 * preferences (a `privacy` object). The server applies it wherever a colleague's profile appears.
 */
export function PrivacyPage() {
  const intl = useIntl();
  // Ids 'preferences-privacy-…': the document is the user's preferences, as on the Preferences page.
  const form = useSettingsDocument(useUserPreferencesEndpoint(), {
    idPrefix: 'preferences',
    toBody: bodyOf,
    labels: {
      'privacy.profileVisibility': 'privacy.visibility.title',
      'privacy.showEmail': 'privacy.showEmail',
      'privacy.showPhone': 'privacy.showPhone',
      'privacy.activityStatus': 'privacy.activityStatus',
    },
    messages: { saved: 'privacy.toast.saved', failed: 'privacy.toast.failed', failedBody: 'privacy.toast.failedBody' },
  });

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.personal.privacy' })}
        subtitle={intl.formatMessage({ id: 'privacy.subtitle' })}
      />
      <DocumentForm form={form}>
        {(values) => (
          <>
            <Card className="settings-card" role="region" aria-labelledby="privacy-visibility-title">
              <h2 id="privacy-visibility-title" className="settings-card-title">
                {intl.formatMessage({ id: 'privacy.visibility.title' })}
              </h2>
              <div id="privacy-visibility">
                <RadioGroup
                  selectedValue={values.privacy.profileVisibility}
                  onChange={(event) => form.set('privacy.profileVisibility', event.currentTarget.value as Visibility)}
                  className="privacy-options"
                  aria-labelledby="privacy-visibility-title"
                >
                  {PROFILE_VISIBILITY.map((option) => (
                    <Radio
                      key={option}
                      value={option}
                      className="privacy-option"
                      aria-describedby={`privacy-${option}-description`}
                      labelElement={
                        <span className="privacy-option-text">
                          <span className="privacy-option-label">
                            {intl.formatMessage({ id: `privacy.visibility.${option}` })}
                          </span>
                          <span className="privacy-option-description" id={`privacy-${option}-description`}>
                            {intl.formatMessage({ id: `privacy.visibility.${option}.description` })}
                          </span>
                        </span>
                      }
                    />
                  ))}
                </RadioGroup>
              </div>
              <Callout intent={Intent.PRIMARY} icon="info-sign" className="privacy-admin-note">
                {intl.formatMessage({ id: 'privacy.adminNote' })}
              </Callout>
            </Card>
            <Card className="settings-card" role="region" aria-labelledby="privacy-details-title">
              <h2 id="privacy-details-title" className="settings-card-title">
                {intl.formatMessage({ id: 'privacy.details.title' })}
              </h2>
              <p className="settings-card-description">{intl.formatMessage({ id: 'privacy.details.description' })}</p>
              {SHARED.map((field) => (
                <SwitchField
                  key={field}
                  form={form}
                  path={`privacy.${field}`}
                  help={intl.formatMessage({ id: `privacy.${field}.help` })}
                />
              ))}
            </Card>
          </>
        )}
      </DocumentForm>
    </>
  );
}
