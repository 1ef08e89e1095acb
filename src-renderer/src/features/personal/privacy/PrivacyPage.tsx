import { Callout, Card, Intent, Radio, RadioGroup, Switch } from '@blueprintjs/core';
import { useMemo, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { PROFILE_VISIBILITY, type UserPreferences } from '../../../../../server/contract/preferences';
import { useSaveUserPreferences } from '../../../api/account';
import { useUserPreferences } from '../../../api/preferences';
import { SectionLoading } from '../../../components/FullPageLoading';
import { PageHeader } from '../../../components/PageHeader';
import { QueryError } from '../../../components/QueryError';
import { useNotify } from '../../../components/toaster/useNotify';
import { withReadableMessage } from '../shared/errors';
import { SaveBar } from '../../../components/SaveBar';
import { useDraft } from '../shared/useDraft';
import '../personal.css';
import '../shared/icons';

type Privacy = UserPreferences['privacy'];
type Visibility = Privacy['profileVisibility'];
type Shared = keyof Omit<Privacy, 'profileVisibility'>;

const SHARED: readonly Shared[] = ['showEmail', 'showPhone', 'activityStatus'];

/**
 * Part 1 §2 Privacy Settings: who sees the profile and what it shows, saved with the user
 * preferences (a `privacy` object). The server applies it wherever a colleague's profile appears.
 */
export function PrivacyPage() {
  const intl = useIntl();
  const preferences = useUserPreferences();
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.personal.privacy' })}
        subtitle={intl.formatMessage({ id: 'privacy.subtitle' })}
      />
      {preferences.isPending && <SectionLoading />}
      {preferences.isError && <QueryError error={preferences.error} onRetry={() => void preferences.refetch()} />}
      {preferences.data && <PrivacyForm privacy={preferences.data.privacy} />}
    </>
  );
}

function PrivacyForm({ privacy }: { privacy: Privacy }) {
  const intl = useIntl();
  const notify = useNotify();
  const save = useSaveUserPreferences();
  const saved = useMemo(() => ({ ...privacy }), [privacy]);
  const draft = useDraft<Privacy>(saved);
  const values = draft.values ?? saved;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft.dirty) return;
    const edits = draft.edits;
    save.mutate(
      { privacy: values },
      {
        onSuccess: () => {
          draft.settle(edits);
          notify.success(intl.formatMessage({ id: 'privacy.toast.saved' }));
        },
        onError: (error) =>
          notify.failure(
            intl.formatMessage({ id: 'privacy.toast.failed' }),
            withReadableMessage(error),
            intl.formatMessage({ id: 'privacy.toast.failedBody' }),
          ),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="personal-form">
      <Card className="personal-card" role="region" aria-labelledby="privacy-visibility-title">
        <h2 id="privacy-visibility-title" className="personal-card-title">
          {intl.formatMessage({ id: 'privacy.visibility.title' })}
        </h2>
        <RadioGroup
          selectedValue={values.profileVisibility}
          onChange={(event) => draft.set('profileVisibility', event.currentTarget.value as Visibility)}
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
        <Callout intent={Intent.PRIMARY} icon="info-sign" className="privacy-admin-note">
          {intl.formatMessage({ id: 'privacy.adminNote' })}
        </Callout>
      </Card>
      <Card className="personal-card" role="region" aria-labelledby="privacy-details-title">
        <h2 id="privacy-details-title" className="personal-card-title">
          {intl.formatMessage({ id: 'privacy.details.title' })}
        </h2>
        <p className="personal-card-description">{intl.formatMessage({ id: 'privacy.details.description' })}</p>
        {SHARED.map((field) => (
          <div key={field} className="privacy-switch">
            <Switch
              role="switch"
              className="personal-switch"
              checked={values[field]}
              label={intl.formatMessage({ id: `privacy.${field}` })}
              aria-describedby={`privacy-${field}-help`}
              onChange={(event) => draft.set(field, event.currentTarget.checked)}
            />
            <p className="personal-hint personal-switch-help" id={`privacy-${field}-help`}>
              {intl.formatMessage({ id: `privacy.${field}.help` })}
            </p>
          </div>
        ))}
      </Card>
      <SaveBar dirty={draft.dirty} saving={save.isPending} />
    </form>
  );
}
