import { Button, Callout, Card, HTMLSelect, HTMLTable, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ServiceTaxOverride, TaxRate } from '../../../../server/contract/tax';
import { useDeleteTaxOverride, useUpdateTaxOverride } from '../../api/tax';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/toaster/useNotify';
import { formatPercent } from './percent';

const EXEMPT = '';

/**
 * Per-service overrides. Services do not exist yet, so none can be chosen here and none is created
 * from this page (a typed service id would point at nothing). Overrides that exist can still be
 * moved to another rate or removed: otherwise a rate they use could never be deleted.
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
      <Callout intent={Intent.PRIMARY} icon="info-sign" className="tax-overrides-note">
        {intl.formatMessage({ id: 'tax.overrides.servicesPending' })}
      </Callout>
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
                <th scope="row">
                  <code className="settings-mono">{override.serviceId}</code>
                </th>
                <td>
                  <HTMLSelect
                    aria-label={intl.formatMessage({ id: 'tax.overrides.taxFor' }, { service: override.serviceId })}
                    value={override.taxRateId ?? EXEMPT}
                    disabled={update.isPending && update.variables.override.id === override.id}
                    onChange={(event) => change(override, event.target.value)}
                  >
                    {rates.map((rate) => (
                      <option key={rate.id} value={rate.id}>
                        {`${rate.name} (${formatPercent(rate.percentage, intl.locale)})`}
                      </option>
                    ))}
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
                    aria-label={`${intl.formatMessage({ id: 'tax.overrides.remove' })} ${override.serviceId}`}
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
        title={intl.formatMessage({ id: 'tax.overrides.removeConfirm' }, { service: removing?.serviceId ?? '' })}
        confirmText={intl.formatMessage({ id: 'tax.overrides.remove' })}
        cancelText={intl.formatMessage({ id: 'organization.cancel' })}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </Card>
  );
}
