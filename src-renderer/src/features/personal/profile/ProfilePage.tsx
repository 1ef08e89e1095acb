import { Card, FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Profile, UpdateProfileBody } from '../../../../../server/contract/account';
import { isApiError } from '../../../api/api-error';
import { useProfile, useUpdateProfile } from '../../../api/account';
import { useSession } from '../../../app/session/SessionContext';
import { SectionLoading } from '../../../components/FullPageLoading';
import { PageHeader } from '../../../components/PageHeader';
import { useNotify } from '../../../components/toaster/useNotify';
import type { MessageId } from '../../../i18n/en';
import { fieldOfError, withReadableMessage } from '../shared/errors';
import { LoadFailure } from '../shared/LoadFailure';
import { SaveBar } from '../../../components/SaveBar';
import { useDraft } from '../shared/useDraft';
import { useLoadFailureToast } from '../../../components/toaster/useLoadFailureToast';
import { useMessage } from '../shared/useMessage';
import { AvatarCard } from './AvatarCard';
import '../personal.css';
import '../shared/icons';

type Field = keyof UpdateProfileBody;

interface FieldSpec {
  field: Field;
  labelId: MessageId;
  type?: string;
  autoComplete: string;
  maxLength: number;
}

const PERSONAL: readonly FieldSpec[] = [
  { field: 'firstName', labelId: 'profile.field.firstName', autoComplete: 'given-name', maxLength: 100 },
  { field: 'lastName', labelId: 'profile.field.lastName', autoComplete: 'family-name', maxLength: 100 },
  { field: 'email', labelId: 'profile.field.email', type: 'email', autoComplete: 'email', maxLength: 254 },
  { field: 'phone', labelId: 'profile.field.phone', type: 'tel', autoComplete: 'tel', maxLength: 40 },
];

const WORK: readonly FieldSpec[] = [
  { field: 'jobTitle', labelId: 'profile.field.jobTitle', autoComplete: 'organization-title', maxLength: 100 },
  { field: 'department', labelId: 'profile.field.department', autoComplete: 'off', maxLength: 100 },
  { field: 'location', labelId: 'profile.field.location', autoComplete: 'off', maxLength: 100 },
];

const BIO_MAX = 1000;
const FIELDS: readonly Field[] = [...PERSONAL, ...WORK].map((spec) => spec.field).concat('bio');

const editable = (profile: Profile): UpdateProfileBody => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email,
  phone: profile.phone,
  jobTitle: profile.jobTitle,
  department: profile.department,
  location: profile.location,
  bio: profile.bio,
});

const trimmed = (values: UpdateProfileBody): UpdateProfileBody =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as UpdateProfileBody;

const EMPTY: UpdateProfileBody = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  jobTitle: '',
  department: '',
  location: '',
  bio: '',
};

/** Part 1 §2 Profile: photo, personal and work information, saved with PUT /api/users/profile. */
export function ProfilePage() {
  const intl = useIntl();
  const { user } = useSession();
  const profile = useProfile();
  const update = useUpdateProfile();
  const notify = useNotify();
  const message = useMessage();
  const [fieldError, setFieldError] = useState<{ field: Field; text: string } | null>(null);

  useLoadFailureToast(profile.isError ? profile.errorUpdatedAt : 0, () =>
    message(
      'danger',
      intl.formatMessage({ id: 'profile.toast.loadFailed' }),
      intl.formatMessage({ id: 'profile.toast.loadFailedBody' }),
    ),
  );

  // Part 1 §8: when the profile cannot be loaded, the fields show what the session knows.
  const saved = useMemo<UpdateProfileBody | undefined>(() => {
    if (profile.data) return editable(profile.data);
    if (profile.isError) return { ...EMPTY, firstName: user.firstName, lastName: user.lastName, email: user.email };
    return undefined;
  }, [profile.data, profile.isError, user]);
  const draft = useDraft(saved);
  const values = draft.values;
  const readOnly = !profile.data;

  function edit(field: Field, value: string) {
    draft.set(field, value);
    if (fieldError?.field === field) setFieldError(null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values || readOnly || !draft.dirty) return;
    const edits = draft.edits;
    setFieldError(null);
    update.mutate(trimmed(values), {
      onSuccess: () => {
        draft.settle(edits);
        notify.success(intl.formatMessage({ id: 'profile.toast.saved' }));
      },
      onError: (error) => {
        const readable = withReadableMessage(error);
        const field = isApiError(error) && error.code === 'EMAIL_TAKEN' ? 'email' : fieldOfError(error, FIELDS);
        if (field && isApiError(readable)) setFieldError({ field, text: readable.message });
        notify.failure(
          intl.formatMessage({ id: 'profile.toast.saveFailed' }),
          readable,
          intl.formatMessage({ id: 'profile.toast.saveFailedBody' }),
        );
      },
    });
  }

  function renderField({ field, labelId, type = 'text', autoComplete, maxLength }: FieldSpec) {
    const invalid = fieldError?.field === field;
    return (
      <FormGroup
        key={field}
        label={intl.formatMessage({ id: labelId })}
        labelFor={`profile-${field}`}
        intent={invalid ? Intent.DANGER : Intent.NONE}
        helperText={invalid ? fieldError.text : undefined}
      >
        <InputGroup
          id={`profile-${field}`}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={values?.[field] ?? ''}
          disabled={readOnly}
          intent={invalid ? Intent.DANGER : Intent.NONE}
          aria-invalid={invalid || undefined}
          onChange={(event) => edit(field, event.target.value)}
        />
      </FormGroup>
    );
  }

  const name = values ? `${values.firstName} ${values.lastName}`.trim() : '';
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.personal.profile' })}
        subtitle={intl.formatMessage({ id: 'profile.subtitle' })}
      />
      {profile.isPending && <SectionLoading />}
      {profile.isError && (
        <LoadFailure
          title={intl.formatMessage({ id: 'profile.toast.loadFailed' })}
          description={intl.formatMessage({ id: 'profile.toast.loadFailedBody' })}
          note={intl.formatMessage({ id: 'profile.loadFailed.note' })}
          onRetry={() => void profile.refetch()}
        />
      )}
      {values && (
        <form onSubmit={onSubmit} noValidate className="personal-form">
          <AvatarCard name={name || user.email} avatarUrl={profile.data?.avatarUrl ?? null} disabled={readOnly} />
          <Card className="personal-card" role="region" aria-labelledby="profile-personal-title">
            <h2 id="profile-personal-title" className="personal-card-title">
              {intl.formatMessage({ id: 'profile.personal.title' })}
            </h2>
            <div className="personal-grid">{PERSONAL.map(renderField)}</div>
          </Card>
          <Card className="personal-card" role="region" aria-labelledby="profile-work-title">
            <h2 id="profile-work-title" className="personal-card-title">
              {intl.formatMessage({ id: 'profile.work.title' })}
            </h2>
            <div className="personal-grid">{WORK.map(renderField)}</div>
            <FormGroup
              label={intl.formatMessage({ id: 'profile.field.bio' })}
              labelFor="profile-bio"
              helperText={intl.formatMessage({ id: 'profile.bio.help' }, { count: values.bio.length, max: BIO_MAX })}
            >
              <TextArea
                id="profile-bio"
                fill
                rows={4}
                maxLength={BIO_MAX}
                value={values.bio}
                disabled={readOnly}
                onChange={(event) => edit('bio', event.target.value)}
              />
            </FormGroup>
          </Card>
          <SaveBar dirty={draft.dirty} saving={update.isPending} disabled={readOnly} />
        </form>
      )}
    </>
  );
}
