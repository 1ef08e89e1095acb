import { Button, Icon, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { MAX_LOCATION_PHOTOS, type Location, type LocationPhoto } from '../../../../server/contract/locations';
import { errorToastText } from '../../api/error-text';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/toaster/useNotify';
import { uploadLocationPhoto, useDeletePhoto, useRefreshLocations, useSetMainPhoto } from './api';
import { choosePhotoFiles } from './photo-files';
import { photoAlt, PhotoViewer } from './PhotoViewer';

interface Upload {
  key: string;
  name: string;
  /** null: waiting for the one before it. */
  percent: number | null;
}

interface LocationPhotosTabProps {
  location: Location;
}

/**
 * Photos (spec §2, §5): drop or choose images (several at once, sent one at a time, each with its
 * progress), the thumbnails with the 'Hero' badge on the main photo, Set as hero, delete after
 * 'Delete this photo?', and the lightbox. At most 10 photos, images only; the server decides from
 * the bytes, so a renamed text file is refused there with its reason.
 */
export function LocationPhotosTab({ location }: LocationPhotosTabProps) {
  const intl = useIntl();
  const notify = useNotify();
  const refresh = useRefreshLocations();
  const setMain = useSetMainPhoto();
  const remove = useDeletePhoto();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [deleting, setDeleting] = useState<LocationPhoto | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const busy = uploads.length > 0;
  const { photos } = location;
  const position = (number: number) =>
    intl.formatMessage({ id: 'locations.viewer.position' }, { number, total: photos.length });

  async function send(chosen: readonly File[]) {
    if (busy) return;
    const { files, refusal } = choosePhotoFiles(chosen, photos.length);
    if (refusal === 'limit') notify.danger(intl.formatMessage({ id: 'locations.photos.limit' }));
    if (refusal === 'notImage') notify.danger(intl.formatMessage({ id: 'locations.photos.notImage' }));
    if (files.length === 0) return;

    const queue = files.map((file, at) => ({ key: `${Date.now()}-${at}`, name: file.name, percent: null }));
    setUploads(queue);
    let sent = 0;
    let failure: unknown = null;
    // One at a time (spec §5): the progress shown is the file being sent, and the 10-photo limit holds.
    for (const [at, file] of files.entries()) {
      const key = queue[at]!.key;
      const progress = (percent: number) =>
        setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, percent } : upload)));
      progress(0);
      try {
        await uploadLocationPhoto(location.id, file, progress);
        sent += 1;
      } catch (error) {
        failure = error;
      }
      setUploads((current) => current.filter((upload) => upload.key !== key));
    }
    await refresh();
    if (sent > 0) notify.success(intl.formatMessage({ id: 'locations.photos.uploaded' }));
    if (failure !== null) {
      notify.danger(
        errorToastText(failure, {
          fallback: intl.formatMessage({ id: 'locations.photos.uploadFailed' }),
          network: intl.formatMessage({ id: 'toast.network' }),
        }),
      );
    }
  }

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared at once, so choosing the same file again after a failure still fires a change.
    event.target.value = '';
    void send(files);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void send(Array.from(event.dataTransfer.files));
  }

  function makeHero(photo: LocationPhoto) {
    setMain.mutate(
      { locationId: location.id, photoId: photo.id },
      {
        onSuccess: () => notify.success(intl.formatMessage({ id: 'locations.photos.heroSaved' })),
        onError: (error) => notify.failure(intl.formatMessage({ id: 'locations.photos.heroFailed' }), error),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(
      { locationId: location.id, photoId: deleting.id },
      {
        onSuccess: () => notify.success(intl.formatMessage({ id: 'locations.photos.deleted' })),
        onError: (error) => notify.failure(intl.formatMessage({ id: 'locations.photos.deleteFailed' }), error),
        onSettled: () => setDeleting(null),
      },
    );
  }

  const full = photos.length >= MAX_LOCATION_PHOTOS;

  return (
    <div className="locations-dialog-panel locations-photos">
      <div
        className={`locations-dropzone${dragging ? ' is-dragging' : ''}${busy || full ? ' is-disabled' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Icon icon="upload" size={24} aria-hidden />
        <p>{intl.formatMessage({ id: 'locations.photos.drop' })}</p>
        <Button
          icon="upload"
          text={intl.formatMessage({ id: 'locations.photos.choose' })}
          disabled={busy || full}
          onClick={() => input.current?.click()}
        />
        <input
          ref={input}
          id="location-photo-input"
          type="file"
          className="visually-hidden"
          accept="image/*"
          multiple
          tabIndex={-1}
          aria-label={intl.formatMessage({ id: 'locations.photos.choose' })}
          disabled={busy || full}
          onChange={onChoose}
        />
        <p className="settings-hint">
          {intl.formatMessage({ id: 'locations.photos.hint' }, { max: MAX_LOCATION_PHOTOS })}{' '}
          {intl.formatMessage({ id: 'locations.photos.count' }, { count: photos.length, max: MAX_LOCATION_PHOTOS })}
        </p>
      </div>
      {uploads.length > 0 && (
        <ul className="locations-uploads" aria-live="polite">
          {uploads.map((upload) => (
            <li key={upload.key}>
              <span>
                {upload.percent === null
                  ? intl.formatMessage({ id: 'locations.photos.waiting' }, { name: upload.name })
                  : intl.formatMessage(
                      { id: 'locations.photos.uploading' },
                      { name: upload.name, percent: upload.percent },
                    )}
              </span>
              {upload.percent !== null && (
                <ProgressBar value={upload.percent / 100} intent={Intent.PRIMARY} stripes={false} />
              )}
            </li>
          ))}
        </ul>
      )}
      {photos.length === 0 ? (
        <p className="settings-hint">{intl.formatMessage({ id: 'locations.photos.none' })}</p>
      ) : (
        <ul className="locations-photo-grid">
          {photos.map((photo, at) => {
            const number = at + 1;
            return (
              <li key={photo.id} className="locations-photo" aria-label={position(number)}>
                <button
                  type="button"
                  className="locations-photo-open"
                  aria-label={intl.formatMessage({ id: 'locations.photos.open' }, { number })}
                  onClick={() => setViewing(at)}
                >
                  <img src={photo.thumbnailUrl} alt={photoAlt(photo, position(number))} />
                </button>
                {photo.isMain && (
                  <Tag intent={Intent.PRIMARY} className="locations-hero-badge">
                    {intl.formatMessage({ id: 'locations.photos.hero' })}
                  </Tag>
                )}
                <div className="locations-photo-actions">
                  {!photo.isMain && (
                    <Button
                      size="small"
                      icon="star"
                      text={intl.formatMessage({ id: 'locations.photos.setHero' })}
                      aria-label={intl.formatMessage({ id: 'locations.photos.setHeroOf' }, { number })}
                      disabled={setMain.isPending}
                      onClick={() => makeHero(photo)}
                    />
                  )}
                  <Button
                    size="small"
                    icon="trash"
                    variant="minimal"
                    intent={Intent.DANGER}
                    aria-label={intl.formatMessage({ id: 'locations.photos.deleteOf' }, { number })}
                    onClick={() => setDeleting(photo)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={intl.formatMessage({ id: 'locations.photos.deleteConfirm' })}
        confirmText={intl.formatMessage({ id: 'locations.delete' })}
        cancelText={intl.formatMessage({ id: 'locations.cancel' })}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      {viewing !== null && (
        <PhotoViewer title={location.name} photos={photos} startAt={viewing} onClose={() => setViewing(null)} />
      )}
    </div>
  );
}
