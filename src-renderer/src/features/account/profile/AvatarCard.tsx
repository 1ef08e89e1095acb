import { Card, Classes, Icon, Spinner } from '@blueprintjs/core';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../../../../server/contract/account';
import { useUploadAvatar } from '../../../api/account';
import { useNotify } from '../../../components/toaster/useNotify';

interface AvatarCardProps {
  name: string;
  avatarUrl: string | null;
  /** While the profile could not be loaded there is nothing to attach a picture to. */
  disabled: boolean;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => part !== '')
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/**
 * The profile photo: uploaded as soon as it is chosen. The size is checked here first (part 1 §5:
 * 5MB); the type is decided by the server from the file's bytes, whatever its name says.
 */
export function AvatarCard({ name, avatarUrl, disabled }: AvatarCardProps) {
  const intl = useIntl();
  const notify = useNotify();
  const upload = useUploadAvatar();

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again after a failure still fires a change.
    event.target.value = '';
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      notify.danger(
        intl.formatMessage({ id: 'profile.toast.fileTooLarge' }),
        intl.formatMessage({ id: 'profile.toast.fileTooLargeBody' }),
      );
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notify.success(intl.formatMessage({ id: 'profile.toast.avatarSaved' })),
      onError: (error) =>
        notify.failure(
          intl.formatMessage({ id: 'profile.toast.avatarFailed' }),
          error,
          intl.formatMessage({ id: 'profile.toast.avatarFailedBody' }),
        ),
    });
  }

  const unavailable = disabled || upload.isPending;
  return (
    <Card className="settings-card profile-photo" role="region" aria-labelledby="profile-photo-title">
      <h2 id="profile-photo-title" className="settings-card-title">
        {intl.formatMessage({ id: 'profile.photo.title' })}
      </h2>
      <div className="profile-photo-body">
        <div className="profile-avatar" aria-busy={upload.isPending}>
          {avatarUrl ? (
            <img src={avatarUrl} alt={intl.formatMessage({ id: 'profile.photo.alt' }, { name })} />
          ) : (
            <span className="profile-avatar-initials" aria-hidden>
              {initialsOf(name)}
            </span>
          )}
          {upload.isPending && (
            <span className="profile-avatar-busy">
              <Spinner size={28} aria-label={intl.formatMessage({ id: 'profile.photo.uploading' })} />
            </span>
          )}
        </div>
        <div className="profile-photo-actions">
          <label
            className={`${Classes.BUTTON} profile-photo-button${unavailable ? ` ${Classes.DISABLED}` : ''}`}
            aria-disabled={unavailable}
          >
            <Icon icon="camera" aria-hidden />
            <span className={Classes.BUTTON_TEXT}>
              {intl.formatMessage({ id: avatarUrl ? 'profile.photo.change' : 'profile.photo.upload' })}
            </span>
            <input
              id="profile-photo-input"
              type="file"
              className="visually-hidden"
              accept={AVATAR_TYPES.join(',')}
              aria-describedby="profile-photo-hint"
              disabled={unavailable}
              onChange={onChoose}
            />
          </label>
          <p className="settings-hint" id="profile-photo-hint">
            {intl.formatMessage({ id: 'profile.photo.hint' })}
          </p>
        </div>
      </div>
    </Card>
  );
}
