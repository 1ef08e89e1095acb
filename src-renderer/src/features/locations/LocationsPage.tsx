import { Button, ButtonGroup, Card, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { Location } from '../../../../server/contract/locations';
import { errorToastText } from '../../api/error-text';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailure } from '../../components/form/LoadFailure';
import { SectionLoading } from '../../components/FullPageLoading';
import { PageHeader } from '../../components/PageHeader';
import { useNotify } from '../../components/toaster/useNotify';
import type { MessageId } from '../../i18n/en';
import { useDeleteLocation, useLocations } from './api';
import { LocationCard } from './LocationCard';
import { LocationDialog } from './LocationDialog';
import { LocationTable } from './LocationTable';
import { PhotoViewer } from './PhotoViewer';
import { LOCATIONS_LIST_ID } from './section';
import { locationTotals } from './summary';
import '../../components/form/styles';
import './icons';
import './locations.css';

/** The chosen view is kept in the address (`?view=list`), so a reload or a shared link keeps it. */
const VIEW_PARAM = 'view';
type View = 'cards' | 'list';

type Editing = { id?: string } | null;

const TILES: readonly { key: keyof ReturnType<typeof locationTotals>; labelId: MessageId }[] = [
  { key: 'total', labelId: 'locations.summary.total' },
  { key: 'active', labelId: 'locations.summary.active' },
  { key: 'photos', labelId: 'locations.summary.photos' },
  { key: 'services', labelId: 'locations.summary.services' },
];

/**
 * Locations (organization/locations, spec part 2 §2): summary tiles, the locations as cards or a
 * list, Add Location, and per location Edit (the dialog), Delete (after confirmation) and its photos.
 */
export function LocationsPage() {
  const intl = useIntl();
  const notify = useNotify();
  const locations = useLocations();
  const remove = useDeleteLocation();
  const [params, setParams] = useSearchParams();
  const view: View = params.get(VIEW_PARAM) === 'list' ? 'list' : 'cards';
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Location | null>(null);
  const [viewing, setViewing] = useState<{ location: Location; index: number } | null>(null);

  function choose(next: View) {
    const nextParams = new URLSearchParams(params);
    if (next === 'cards') nextParams.delete(VIEW_PARAM);
    else nextParams.set(VIEW_PARAM, next);
    setParams(nextParams, { replace: true });
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => notify.success(intl.formatMessage({ id: 'locations.toast.deleted' })),
      onError: (error) =>
        notify.danger(
          errorToastText(error, {
            fallback: intl.formatMessage({ id: 'locations.toast.deleteFailed' }),
            network: intl.formatMessage({ id: 'toast.network' }),
          }),
        ),
      onSettled: () => setDeleting(null),
    });
  }

  const addButton = (
    <Button
      icon="add"
      intent={Intent.PRIMARY}
      text={intl.formatMessage({ id: 'locations.add' })}
      onClick={() => setEditing({})}
    />
  );

  let content;
  if (locations.isError) {
    content = (
      <LoadFailure
        description={intl.formatMessage({ id: 'locations.loadFailed' })}
        onRetry={() => void locations.refetch()}
      />
    );
  } else if (!locations.data) {
    content = <SectionLoading />;
  } else {
    const list = locations.data;
    const totals = locationTotals(list);
    content = (
      <>
        <section className="locations-tiles" aria-label={intl.formatMessage({ id: 'locations.summary.label' })}>
          {TILES.map(({ key, labelId }) => (
            <Card key={key} className="locations-tile">
              <span className="locations-tile-value">{intl.formatNumber(totals[key])}</span>
              <span className="locations-tile-label">{intl.formatMessage({ id: labelId })}</span>
            </Card>
          ))}
        </section>
        <div className="locations-toolbar">
          <ButtonGroup aria-label={intl.formatMessage({ id: 'locations.view.label' })}>
            <Button
              icon="grid-view"
              aria-label={intl.formatMessage({ id: 'locations.view.cards' })}
              aria-pressed={view === 'cards'}
              active={view === 'cards'}
              onClick={() => choose('cards')}
            />
            <Button
              icon="list"
              aria-label={intl.formatMessage({ id: 'locations.view.list' })}
              aria-pressed={view === 'list'}
              active={view === 'list'}
              onClick={() => choose('list')}
            />
          </ButtonGroup>
          {list.length > 0 && addButton}
        </div>
        <div id={LOCATIONS_LIST_ID} tabIndex={-1} className="locations-list">
          {list.length === 0 ? (
            <EmptyState
              icon="map-marker"
              title={intl.formatMessage({ id: 'locations.emptyTitle' })}
              description={intl.formatMessage({ id: 'locations.emptyBody' })}
              action={addButton}
            />
          ) : view === 'cards' ? (
            <div className="locations-cards">
              {list.map((location) => (
                <LocationCard
                  key={location.id}
                  location={location}
                  onEdit={() => setEditing({ id: location.id })}
                  onDelete={() => setDeleting(location)}
                  onViewPhotos={(index) => setViewing({ location, index })}
                />
              ))}
            </div>
          ) : (
            <LocationTable
              locations={list}
              onEdit={(location) => setEditing({ id: location.id })}
              onDelete={setDeleting}
            />
          )}
        </div>
      </>
    );
  }

  const editingLocation =
    editing?.id === undefined ? undefined : locations.data?.find((location) => location.id === editing.id);

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.organization.locations' })}
        subtitle={intl.formatMessage({ id: 'locations.subtitle' })}
      />
      <div className="locations-page">{content}</div>
      {/* A location deleted meanwhile (another window) closes its dialog rather than turning it into a new one. */}
      {editing !== null && (editing.id === undefined || editingLocation !== undefined) && (
        <LocationDialog location={editingLocation} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={intl.formatMessage({ id: 'locations.deleteConfirm' }, { name: deleting?.name ?? '' })}
        confirmText={intl.formatMessage({ id: 'locations.delete' })}
        cancelText={intl.formatMessage({ id: 'locations.cancel' })}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        <p>{intl.formatMessage({ id: 'locations.deleteConfirmBody' })}</p>
      </ConfirmDialog>
      {viewing !== null && (
        <PhotoViewer
          title={viewing.location.name}
          photos={viewing.location.photos}
          startAt={viewing.index}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  );
}
