import {
  Button,
  Card,
  HTMLTable,
  InputGroup,
  Intent,
  Menu,
  MenuDivider,
  MenuItem,
  PopoverNext,
  Tag,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { MAX_SERVICES, type Service, type ServiceCategory } from '../../../../server/contract/services';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { useNotify } from '../../components/toaster/useNotify';
import { useDeleteService, useUpdateService } from './api';
import { SERVICES_TAB_ANCHORS } from './page-tabs';
import { matchesServiceSearch, serviceDurationText, servicePriceText, timingHint } from './service-display';
import { ServiceDialog } from './ServiceDialog';

interface ServiceListProps {
  services: readonly Service[];
  categories: readonly ServiceCategory[];
  selectedCategoryId: string | null;
  /** The locale prices are written in (the organization's region in the user's language). */
  moneyLocale: string;
  /** The organization's currency: what a price typed in the dialog is in. */
  currency: string | undefined;
}

type Editing = { id?: string } | null;

/**
 * The services of the chosen category (spec §2): search 'Search services...' in names and
 * descriptions, Add Service, and per service Edit, Archive/Activate and Delete.
 */
export function ServiceList({ services, categories, selectedCategoryId, moneyLocale, currency }: ServiceListProps) {
  const intl = useIntl();
  const notify = useNotify();
  const update = useUpdateService();
  const remove = useDeleteService();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);

  const selected = categories.find((category) => category.id === selectedCategoryId);
  const categoryOf = (service: Service) => categories.find((category) => category.id === service.categoryId);
  const shown = services.filter(
    (service) =>
      (selectedCategoryId === null || service.categoryId === selectedCategoryId) &&
      matchesServiceSearch(service, query),
  );
  const full = services.length >= MAX_SERVICES;

  function toggleActive(service: Service) {
    update.mutate(
      { service, changes: { isActive: !service.isActive } },
      {
        onSuccess: () => notify.success(intl.formatMessage({ id: 'services.service.updated' })),
        onError: (error) => notify.failure(intl.formatMessage({ id: 'services.service.updateFailed' }), error),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => notify.success(intl.formatMessage({ id: 'services.service.deleted' })),
      onError: (error) => notify.failure(intl.formatMessage({ id: 'services.service.deleteFailed' }), error),
      onSettled: () => setDeleting(null),
    });
  }

  const addButton = (
    <Button
      icon="add"
      intent={Intent.PRIMARY}
      text={intl.formatMessage({ id: 'services.list.add' })}
      disabled={full}
      onClick={() => setEditing({})}
    />
  );

  const actionsOf = (service: Service) => (
    <Menu>
      <MenuItem
        icon="edit"
        text={intl.formatMessage({ id: 'services.list.edit' })}
        onClick={() => setEditing({ id: service.id })}
      />
      <MenuItem
        icon={service.isActive ? 'archive' : 'unarchive'}
        text={intl.formatMessage({ id: service.isActive ? 'services.list.archive' : 'services.list.activate' })}
        disabled={update.isPending}
        onClick={() => toggleActive(service)}
      />
      <MenuDivider />
      <MenuItem
        icon="trash"
        intent={Intent.DANGER}
        text={intl.formatMessage({ id: 'services.list.delete' })}
        onClick={() => setDeleting(service)}
      />
    </Menu>
  );

  let body;
  if (services.length === 0) {
    body = (
      <EmptyState
        icon="list"
        headingLevel={3}
        title={intl.formatMessage({ id: 'services.list.emptyTitle' })}
        description={intl.formatMessage({ id: 'services.list.emptyBody' })}
        action={addButton}
      />
    );
  } else if (shown.length === 0) {
    body = <EmptyState icon="search" headingLevel={3} title={intl.formatMessage({ id: 'services.list.noneFound' })} />;
  } else {
    body = (
      <div className="settings-table-scroll">
        <HTMLTable className="settings-table services-table">
          <caption className="visually-hidden">{intl.formatMessage({ id: 'services.list.caption' })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'services.list.column.service' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'services.list.column.duration' })}</th>
              <th scope="col" className="settings-number">
                {intl.formatMessage({ id: 'services.list.column.price' })}
              </th>
              <th scope="col">
                <span className="visually-hidden">{intl.formatMessage({ id: 'services.list.column.actions' })}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((service) => {
              const category = categoryOf(service);
              const hint = timingHint(intl, service);
              return (
                <tr key={service.id} className={service.isActive ? undefined : 'services-row-archived'}>
                  <th scope="row">
                    <span className="services-row-name">
                      <span
                        className="services-dot"
                        style={{ backgroundColor: category?.color ?? 'transparent' }}
                        title={category?.name}
                        aria-hidden
                      />
                      <span>{service.name}</span>{' '}
                      {!service.isActive && (
                        <Tag minimal className="services-archived">
                          {intl.formatMessage({ id: 'services.list.archived' })}
                        </Tag>
                      )}
                    </span>{' '}
                    {/* Spaces between the parts, so assistive technology reads them as words. */}
                    <span className="services-row-meta">
                      {category && selectedCategoryId === null && <span>{category.name} </span>}
                      {service.variants.length > 0 && (
                        <span>
                          {intl.formatMessage(
                            { id: 'services.list.variants' },
                            { count: service.variants.length },
                          )}{' '}
                        </span>
                      )}
                      {hint !== null && <span className="services-timing">{hint}</span>}
                    </span>
                  </th>
                  <td>{serviceDurationText(intl, service)}</td>
                  <td className="settings-number">{servicePriceText(intl, moneyLocale, service)}</td>
                  <td className="services-row-actions">
                    <PopoverNext content={actionsOf(service)} placement="bottom-end" arrow={false}>
                      <Button
                        variant="minimal"
                        icon="more"
                        aria-label={intl.formatMessage({ id: 'services.list.actions' }, { name: service.name })}
                      />
                    </PopoverNext>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </div>
    );
  }

  const editingService = editing?.id === undefined ? undefined : services.find((service) => service.id === editing.id);
  const activeSelected = selected?.isActive === true ? selected.id : null;

  return (
    <Card
      id={SERVICES_TAB_ANCHORS.list}
      className="settings-card services-list"
      role="region"
      aria-labelledby="services-list-title"
    >
      <div className="settings-card-head">
        <div className="settings-card-head-text">
          <h2 id="services-list-title" className="settings-card-title">
            {selected?.name ?? intl.formatMessage({ id: 'services.list.all' })}
          </h2>
        </div>
        <div className="settings-card-head-actions">
          <InputGroup
            type="search"
            leftIcon="search"
            className="services-search"
            value={query}
            placeholder={intl.formatMessage({ id: 'services.list.search' })}
            aria-label={intl.formatMessage({ id: 'services.list.searchLabel' })}
            onChange={(event) => setQuery(event.target.value)}
          />
          {services.length > 0 && addButton}
        </div>
      </div>
      {full && (
        <p className="settings-hint">{intl.formatMessage({ id: 'services.list.max' }, { max: MAX_SERVICES })}</p>
      )}
      {body}
      {/* A service deleted meanwhile (another window) closes its dialog rather than turning it into a new one. */}
      {editing !== null && (editing.id === undefined || editingService !== undefined) && (
        <ServiceDialog
          service={editingService}
          categories={categories}
          defaultCategoryId={activeSelected}
          currency={editingService?.currency ?? currency}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={intl.formatMessage({ id: 'services.list.deleteConfirm' }, { name: deleting?.name ?? '' })}
        confirmText={intl.formatMessage({ id: 'services.list.delete' })}
        cancelText={intl.formatMessage({ id: 'services.cancel' })}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
