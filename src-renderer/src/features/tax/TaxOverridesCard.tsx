import { Button, Card, FormGroup, HTMLSelect, HTMLTable, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ServiceTaxOverride, TaxRate } from '../../../../server/contract/tax';
import { useBookableServices, useCreateTaxOverride, useDeleteTaxOverride, useUpdateTaxOverride } from '../../api/tax';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/toaster/useNotify';
import { formatPercent } from './percent';

const EXEMPT = '';

/**
 * Per-service overrides: an active service of the menu is given another rate or none; one that has
 * an override is changed or removed in its row. Archived services keep theirs, listed by name.
 */
export function TaxOverridesCard({
  overrides,
  rates,
}: {
  overrides: readonly ServiceTaxOverride[];
  rates: readonly TaxRate[];
}) {
  const intl = useIntl();
  const notify = useNotify();
  const update = useUpdateTaxOverride();
  const remove = useDeleteTaxOverride();
  const [removing, setRemoving] = useState<ServiceTaxOverride | null>(null);
  const services = useBookableServices();
  const create = useCreateTaxOverride();
  const [serviceId, setServiceId] = useState('');
  const [rateId, setRateId] = useState(EXEMPT);
  const taken = new Set(overrides.map((override) => override.serviceId));
  const choices = (services.data ?? []).filter((service) => !taken.has(service.id));

  function add() {
    if (serviceId === '') return;
    create.mutate(
      { serviceId, taxRateId: rateId === EXEMPT ? null : rateId },
      {
        onSuccess: () => {
          setServiceId('');
          notify.success(intl.formatMessage({ id: 'tax.overrides.created' }));
        },
        onError: (error) => notify.failure(intl.formatMessage({ id: 'tax.overrides.failed' }), error),
      },
    );
  }

  const rateOptions = rates.map((rate) => (
    <option key={rate.id} value={rate.id}>
      {`${rate.name} (${formatPercent(rate.percentage, intl.locale)})`}
    </option>
  ));

  function change(override: ServiceTaxOverride, value: string) {
    update.mutate(
      { override, changes: { taxRateId: value === EXEMPT ? null : value } },
      {
        onSuccess: () => notify.success(intl.formatMessage({ id: 'tax.overrides.updated' })),
        onError: (error) => notify.failure(intl.formatMessage({ id: 'tax.overrides.failed' }), error),
      },
    );
  }

  function confirmRemove() {
    if (!removing) return;
    remove.mutate(removing, {
      onSuccess: () => notify.success(intl.formatMessage({ id: 'tax.overrides.removed' })),
      onError: (error) => notify.failure(intl.formatMessage({ id: 'tax.overrides.failed' }), error),
      onSettled: () => setRemoving(null),
    });
  }

  return (
    <Card className="settings-card" role="region" aria-labelledby="tax-overrides-title">
      <h2 id="tax-overrides-title" className="settings-card-title">
        {intl.formatMessage({ id: 'tax.overrides.title' })}
      </h2>
      <p className="settings-card-description">{intl.formatMessage({ id: 'tax.overrides.description' })}</p>
      {services.data && services.data.length === 0 ? (
        <p className="settings-hint">{intl.formatMessage({ id: 'tax.overrides.noServices' })}</p>
      ) : (
        <div className="tax-overrides-add">
          <FormGroup label={intl.formatMessage({ id: 'tax.overrides.column.service' })} labelFor="tax-override-service">
            <HTMLSelect
              id="tax-override-service"
              value={serviceId}
              disabled={choices.length === 0}
              onChange={(event) => setServiceId(event.target.value)}
            >
              <option value="">{intl.formatMessage({ id: 'tax.overrides.chooseService' })}</option>
              {choices.map((service) => (
                <option key={service.id} value={service.id}>
                  {service.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={intl.formatMessage({ id: 'tax.overrides.column.tax' })} labelFor="tax-override-rate">
            <HTMLSelect id="tax-override-rate" value={rateId} onChange={(event) => setRateId(event.target.value)}>
              {rateOptions}
              <option value={EXEMPT}>{intl.formatMessage({ id: 'tax.overrides.exempt' })}</option>
            </HTMLSelect>
          </FormGroup>
          <Button
            icon="add"
            text={intl.formatMessage({ id: 'tax.overrides.add' })}
            disabled={serviceId === ''}
            loading={create.isPending}
            onClick={add}
          />
        </div>
      )}
      {overrides.length === 0 ? (
        <p className="settings-hint tax-overrides-empty">{intl.formatMessage({ id: 'tax.overrides.empty' })}</p>
      ) : (
        <HTMLTable className="settings-table tax-overrides" compact>
          <caption className="visually-hidden">{intl.formatMessage({ id: 'tax.overrides.title' })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'tax.overrides.column.service' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'tax.overrides.column.tax' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'tax.overrides.column.actions' })}</th>
            </tr>
          </thead>
          <tbody>
            {overrides.map((override) => (
              <tr key={override.id}>
                <th scope="row">{override.serviceName}</th>
                <td>
                  <HTMLSelect
                    aria-label={intl.formatMessage({ id: 'tax.overrides.taxFor' }, { service: override.serviceName })}
                    value={override.taxRateId ?? EXEMPT}
                    disabled={update.isPending && update.variables.override.id === override.id}
                    onChange={(event) => change(override, event.target.value)}
                  >
                    {rateOptions}
                    <option value={EXEMPT}>{intl.formatMessage({ id: 'tax.overrides.exempt' })}</option>
                  </HTMLSelect>
                </td>
                <td>
                  <Button
                    variant="minimal"
                    size="small"
                    icon="trash"
                    intent={Intent.DANGER}
                    text={intl.formatMessage({ id: 'tax.overrides.remove' })}
                    aria-label={`${intl.formatMessage({ id: 'tax.overrides.remove' })} ${override.serviceName}`}
                    onClick={() => setRemoving(override)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        title={intl.formatMessage({ id: 'tax.overrides.removeConfirm' }, { service: removing?.serviceName ?? '' })}
        confirmText={intl.formatMessage({ id: 'tax.overrides.remove' })}
        cancelText={intl.formatMessage({ id: 'organization.cancel' })}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </Card>
  );
}
