import { Card } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Profile, UpdateProfileBody } from '../../../../../server/contract/account';
import { useSession } from '../../../app/session/SessionContext';
import { DocumentForm } from '../../../components/form/DocumentForm';
import { TextAreaField, TextField } from '../../../components/form/fields';
import { useSettingsDocument } from '../../../components/form/useSettingsDocument';
import { PageHeader } from '../../../components/PageHeader';
import { AvatarCard } from './AvatarCard';
import { useProfileEndpoint } from './document';
import './profile.css';

const BIO_MAX = 1000;

/** Sent trimmed: a stray space never becomes part of a name or an address. */
const bodyOf = (profile: Profile): UpdateProfileBody => ({
  firstName: profile.firstName.trim(),
  lastName: profile.lastName.trim(),
  email: profile.email.trim(),
  phone: profile.phone.trim(),
  jobTitle: profile.jobTitle.trim(),
  department: profile.department.trim(),
  location: profile.location.trim(),
  bio: profile.bio.trim(),
});

/** Part 1 §2 Profile: photo, personal and work information, saved with PUT /api/users/profile. */
export function ProfilePage() {
  const intl = useIntl();
  const { user } = useSession();
  // Part 1 §8: when the profile cannot be loaded, the fields show what the session knows.
  const fallback = useMemo<Profile>(
    () => ({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: '',
      jobTitle: '',
      department: '',
      location: '',
      bio: '',
      avatarUrl: null,
    }),
    [user],
  );
  const form = useSettingsDocument(useProfileEndpoint(), {
    idPrefix: 'profile',
    fallback,
    toBody: bodyOf,
    labels: {
      firstName: 'profile.field.firstName',
      lastName: 'profile.field.lastName',
      email: 'profile.field.email',
      phone: 'profile.field.phone',
      jobTitle: 'profile.field.jobTitle',
      department: 'profile.field.department',
      location: 'profile.field.location',
      bio: 'profile.field.bio',
    },
    fieldOfCode: { EMAIL_TAKEN: 'email' },
    messages: {
      saved: 'profile.toast.saved',
      failed: 'profile.toast.saveFailed',
      failedBody: 'profile.toast.saveFailedBody',
      loadFailed: ['profile.toast.loadFailed', 'profile.toast.loadFailedBody'],
    },
  });

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.personal.profile' })}
        subtitle={intl.formatMessage({ id: 'profile.subtitle' })}
      />
      <DocumentForm
        form={form}
        loadFailure={{
          title: intl.formatMessage({ id: 'profile.toast.loadFailed' }),
          description: intl.formatMessage({ id: 'profile.toast.loadFailedBody' }),
          note: intl.formatMessage({ id: 'profile.loadFailed.note' }),
        }}
      >
        {(values) => (
          <>
            <AvatarCard
              name={`${values.firstName} ${values.lastName}`.trim() || user.email}
              avatarUrl={values.avatarUrl}
              disabled={form.readOnly}
            />
            <Card className="settings-card" role="region" aria-labelledby="profile-personal-title">
              <h2 id="profile-personal-title" className="settings-card-title">
                {intl.formatMessage({ id: 'profile.personal.title' })}
              </h2>
              <div className="settings-grid">
                <TextField form={form} path="firstName" autoComplete="given-name" maxLength={100} />
                <TextField form={form} path="lastName" autoComplete="family-name" maxLength={100} />
                <TextField form={form} path="email" type="email" autoComplete="email" maxLength={254} />
                <TextField form={form} path="phone" type="tel" autoComplete="tel" maxLength={40} />
              </div>
            </Card>
            <Card className="settings-card" role="region" aria-labelledby="profile-work-title">
              <h2 id="profile-work-title" className="settings-card-title">
                {intl.formatMessage({ id: 'profile.work.title' })}
              </h2>
              <div className="settings-grid">
                <TextField form={form} path="jobTitle" autoComplete="organization-title" maxLength={100} />
                <TextField form={form} path="department" maxLength={100} />
                <TextField form={form} path="location" maxLength={100} />
              </div>
              <TextAreaField
                form={form}
                path="bio"
                rows={4}
                maxLength={BIO_MAX}
                countHelp={(count, max) => intl.formatMessage({ id: 'profile.bio.help' }, { count, max })}
              />
            </Card>
          </>
        )}
      </DocumentForm>
    </>
  );
}
