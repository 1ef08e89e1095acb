import { Button, Card, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RowActions } from '../../components/RowActions';
import { MAX_TAX_RATES, type TaxRate } from '../../../../server/contract/tax';
import { useDeleteTaxRate, useUpdateTaxRate } from '../../api/tax';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { useNotify } from '../../components/toaster/useNotify';
import { formatPercent } from './percent';
import { TaxRateDialog } from './TaxRateDialog';

type Editing = { rate?: TaxRate } | null;

/** The organization's tax rates: exactly one is the default once any exists (the server keeps it so). */
export function TaxRatesCard({ rates }: { rates: readonly TaxRate[] }) {
  const intl = useIntl();
  const notify = useNotify();
  const update = useUpdateTaxRate();
  const remove = useDeleteTaxRate();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TaxRate | null>(null);
  const full = rates.length >= MAX_TAX_RATES;
  const action = (id: 'tax.rates.makeDefault', rate: TaxRate) => `${intl.formatMessage({ id })} ${rate.name}`;

  function makeDefault(rate: TaxRate) {
    update.mutate(
      { rate, changes: { isDefault: true } },
      {
        onSuccess: () => notify.success(intl.formatMessage({ id: 'tax.rate.defaultChanged' }, { name: rate.name })),
        onError: (error) => notify.failure(intl.formatMessage({ id: 'tax.rate.failed' }), error),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => notify.success(intl.formatMessage({ id: 'tax.rate.deleted' })),
      onError: (error) => notify.failure(intl.formatMessage({ id: 'tax.rate.deleteFailed' }), error),
      onSettled: () => setDeleting(null),
    });
  }

  const addButton = (
    <Button
      icon="add"
      intent={Intent.PRIMARY}
      text={intl.formatMessage({ id: 'tax.rates.add' })}
      disabled={full}
      onClick={() => setEditing({})}
    />
  );

  return (
    <Card id="tax-rates" className="settings-card" role="region" aria-labelledby="tax-rates-title">
      <div className="settings-card-head">
        <div className="settings-card-head-text">
          <h2 id="tax-rates-title" className="settings-card-title">
            {intl.formatMessage({ id: 'tax.rates.title' })}
          </h2>
          <p className="settings-card-description">{intl.formatMessage({ id: 'tax.rates.description' })}</p>
        </div>
        {rates.length > 0 && addButton}
      </div>
      {full && <p className="settings-hint">{intl.formatMessage({ id: 'tax.rates.max' }, { max: MAX_TAX_RATES })}</p>}
      {rates.length === 0 ? (
        <EmptyState
          icon="percentage"
          headingLevel={3}
          title={intl.formatMessage({ id: 'tax.rates.empty' })}
          description={intl.formatMessage({ id: 'tax.rates.emptyBody' })}
          action={addButton}
        />
      ) : (
        <HTMLTable className="settings-table tax-rates">
          <caption className="visually-hidden">{intl.formatMessage({ id: 'tax.rates.title' })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'tax.rates.column.name' })}</th>
              <th scope="col" className="settings-number">
                {intl.formatMessage({ id: 'tax.rates.column.rate' })}
              </th>
              <th scope="col">{intl.formatMessage({ id: 'tax.rates.column.default' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'tax.rates.column.actions' })}</th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate) => (
              <tr key={rate.id}>
                <th scope="row">
                  {rate.name}
                  {rate.serviceOverrides > 0 && (
                    <span className="settings-hint tax-used-by">
                      {intl.formatMessage({ id: 'tax.rates.usedBy' }, { count: rate.serviceOverrides })}
                    </span>
                  )}
                </th>
                <td className="settings-number">{formatPercent(rate.percentage, intl.locale)}</td>
                <td>
                  {rate.isDefault ? (
                    <Tag intent={Intent.PRIMARY} icon="star" minimal>
                      {intl.formatMessage({ id: 'tax.rates.default' })}
                    </Tag>
                  ) : (
                    <Button
                      variant="minimal"
                      size="small"
                      icon="star-empty"
                      text={intl.formatMessage({ id: 'tax.rates.makeDefault' })}
                      aria-label={action('tax.rates.makeDefault', rate)}
                      loading={update.isPending && update.variables.rate.id === rate.id}
                      onClick={() => makeDefault(rate)}
                    />
                  )}
                </td>
                <td>
                  <RowActions
                    name={rate.name}
                    editText={intl.formatMessage({ id: 'tax.rates.edit' })}
                    removeText={intl.formatMessage({ id: 'tax.rates.delete' })}
                    onEdit={() => setEditing({ rate })}
                    onRemove={() => setDeleting(rate)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <TaxRateDialog
        // A fresh dialog per rate, so the fields start from the rate being edited.
        key={editing?.rate?.id ?? 'new'}
        isOpen={editing !== null}
        rate={editing?.rate}
        first={rates.length === 0}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={intl.formatMessage({ id: 'tax.rate.deleteConfirm' }, { name: deleting?.name ?? '' })}
        confirmText={intl.formatMessage({ id: 'tax.rates.delete' })}
        cancelText={intl.formatMessage({ id: 'organization.cancel' })}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
