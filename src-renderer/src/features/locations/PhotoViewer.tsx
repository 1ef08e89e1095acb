import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import { useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { LocationPhoto } from '../../../../server/contract/locations';

interface PhotoViewerProps {
  title: string;
  photos: readonly LocationPhoto[];
  /** The photo shown first. */
  startAt: number;
  onClose: () => void;
}

/** A photo's text alternative: its own, else its place among the location's photos. */
export function photoAlt(photo: LocationPhoto, fallback: string): string {
  return photo.alt.trim() === '' ? fallback : photo.alt;
}

/**
 * The photo viewer (spec §2), also the photos tab's lightbox: the photo full size, 'Photo N of M',
 * previous and next (wrapping, and with the arrow keys), and the thumbnails to jump to one.
 */
export function PhotoViewer({ title, photos, startAt, onClose }: PhotoViewerProps) {
  const intl = useIntl();
  const [index, setIndex] = useState(Math.min(Math.max(startAt, 0), Math.max(photos.length - 1, 0)));
  const photo = photos[index];
  const total = photos.length;
  const position = (number: number) => intl.formatMessage({ id: 'locations.viewer.position' }, { number, total });
  const step = (by: number) => setIndex((current) => (current + by + total) % total);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
  }

  return (
    <Dialog isOpen onClose={onClose} title={title} className="locations-viewer">
      <DialogBody>
        {photo && (
          <div className="locations-viewer-body" onKeyDown={onKeyDown}>
            <div className="locations-viewer-stage">
              <Button
                icon="chevron-left"
                variant="minimal"
                size="large"
                aria-label={intl.formatMessage({ id: 'locations.viewer.previous' })}
                disabled={total < 2}
                onClick={() => step(-1)}
              />
              <img className="locations-viewer-image" src={photo.url} alt={photoAlt(photo, position(index + 1))} />
              <Button
                icon="chevron-right"
                variant="minimal"
                size="large"
                aria-label={intl.formatMessage({ id: 'locations.viewer.next' })}
                disabled={total < 2}
                onClick={() => step(1)}
              />
            </div>
            <p className="locations-viewer-position" aria-live="polite">
              {position(index + 1)}
            </p>
            {total > 1 && (
              <ul
                className="locations-viewer-thumbs"
                aria-label={intl.formatMessage({ id: 'locations.viewer.thumbnails' })}
              >
                {photos.map((each, at) => (
                  <li key={each.id}>
                    <button
                      type="button"
                      className="locations-viewer-thumb"
                      aria-pressed={at === index}
                      aria-label={intl.formatMessage({ id: 'locations.viewer.show' }, { number: at + 1 })}
                      onClick={() => setIndex(at)}
                    >
                      <img src={each.thumbnailUrl} alt="" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </DialogBody>
    </Dialog>
  );
}
