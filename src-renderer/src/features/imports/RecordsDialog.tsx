import {
  Button,
  ButtonGroup,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLTable,
  InputGroup,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ClientPage } from '../../../../server/contract/clients';
import type { ProductPage } from '../../../../server/contract/products';
import { LoadFailure } from '../../components/form/LoadFailure';
import { RECORDS_PAGE_SIZE, useClientPage, useProductPage } from './api';

/** Typing settles for this long before the search is asked of the server. */
const SEARCH_DELAY_MS = 300;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

function ClientRows({ page }: { page: ClientPage }) {
  return page.items.map((client) => (
    <tr key={client.id}>
      <td>{`${client.firstName} ${client.lastName}`.trim()}</td>
      <td>{client.email}</td>
      <td>{client.phone}</td>
      <td>
        <span className="imports-tags">
          {client.tags.map((tag) => (
            <Tag key={tag} minimal>
              {tag}
            </Tag>
          ))}
        </span>
      </td>
    </tr>
  ));
}

function ProductRows({ page }: { page: ProductPage }) {
  const intl = useIntl();
  return page.items.map((product) => (
    <tr key={product.id}>
      <td>{product.name}</td>
      <td>{product.sku}</td>
      <td className="imports-number">
        {intl.formatNumber(product.price, { style: 'currency', currency: product.currency })}
      </td>
      <td className="imports-number">{intl.formatNumber(product.stockQuantity)}</td>
    </tr>
  ));
}

interface RecordsDialogProps {
  entity: 'clients' | 'products';
  onClose: () => void;
}

/**
 * View on the clients' and products' cards: the records as the server pages them (a salon may have
 * a hundred thousand clients), searched on the server, 25 a page.
 */
export function RecordsDialog({ entity, onClose }: RecordsDialogProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const search = useSettled(typed);
  // The page belongs to the search it was chosen for: a new search starts at page 1.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const pageNumber = paging.search === search ? paging.page : 1;
  const setPageNumber = (page: number) => setPaging({ search, page });
  // Hooks cannot be chosen at run time: both are there, only the one shown asks the server.
  const clients = useClientPage(search, pageNumber, entity === 'clients');
  const products = useProductPage(search, pageNumber, entity === 'products');
  const query = entity === 'clients' ? clients : products;

  const columns =
    entity === 'clients' ? (['name', 'email', 'phone', 'tags'] as const) : (['name', 'sku', 'price', 'stock'] as const);
  const page = query.data;
  const pages = page === undefined ? 1 : Math.max(1, Math.ceil(page.total / RECORDS_PAGE_SIZE));
  const title = intl.formatMessage({ id: 'imports.entity.title' }, { entity });

  let body;
  if (query.isError && page === undefined) {
    body = (
      <LoadFailure
        description={intl.formatMessage({ id: 'imports.records.loadFailed' })}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (page === undefined) {
    body = <Spinner size={24} />;
  } else if (page.items.length === 0) {
    body = (
      <p className="settings-hint" role="status">
        {intl.formatMessage({ id: search === '' ? 'imports.records.noneYet' : 'imports.records.none' })}
      </p>
    );
  } else {
    body = (
      <div className="imports-records-scroll" tabIndex={0} role="group" aria-label={title}>
        <HTMLTable compact striped className="imports-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={column === 'price' || column === 'stock' ? 'imports-number' : ''}
                >
                  {intl.formatMessage({ id: `imports.records.${column}` })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entity === 'clients' ? (
              <ClientRows page={page as ClientPage} />
            ) : (
              <ProductRows page={page as ProductPage} />
            )}
          </tbody>
        </HTMLTable>
      </div>
    );
  }

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={title}
      icon={entity === 'clients' ? 'people' : 'shopping-cart'}
      className="imports-records-dialog"
    >
      <DialogBody>
        <InputGroup
          type="search"
          leftIcon="search"
          value={typed}
          aria-label={intl.formatMessage({ id: 'imports.records.search' })}
          placeholder={intl.formatMessage({
            id: entity === 'clients' ? 'imports.records.searchClients' : 'imports.records.searchProducts',
          })}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="imports-records-body" aria-busy={query.isFetching}>
          {body}
        </div>
      </DialogBody>
      <DialogFooter actions={<Button text={intl.formatMessage({ id: 'imports.records.close' })} onClick={onClose} />}>
        {page !== undefined && page.total > 0 && (
          <div className="imports-pager">
            <ButtonGroup>
              <Button
                icon="chevron-left"
                aria-label={intl.formatMessage({ id: 'imports.records.previous' })}
                disabled={pageNumber <= 1}
                onClick={() => setPageNumber(pageNumber - 1)}
              />
              <Button
                icon="chevron-right"
                aria-label={intl.formatMessage({ id: 'imports.records.next' })}
                disabled={pageNumber >= pages}
                onClick={() => setPageNumber(pageNumber + 1)}
              />
            </ButtonGroup>
            <span>{intl.formatMessage({ id: 'imports.records.page' }, { page: pageNumber, pages })}</span>
          </div>
        )}
      </DialogFooter>
    </Dialog>
  );
}
