import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DuplicateMode, ImportEntity, ImportRow } from '../../../../server/contract/imports/api';
import { hasPermission } from '../../../../server/contract/permissions';
import { ROUTES } from '../../../../server/contract/routes';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSession } from '../../app/session/SessionContext';
import type { ChunkAnswer } from './wizard/tally';

// The hub's calls: the imports and exports need export_all_data (the hub's permission); the counts
// come from each entity's own list, read with what the user may read.
const { clients, products, imports, services, team } = ROUTES;

const clientsKey = ['clients'] as const;
const productsKey = ['products'] as const;

/** Clients and products are paged on the server: a page of one gives the total. */
function usePagedTotal(entity: 'clients' | 'products') {
  const route = entity === 'clients' ? clients.list : products.list;
  return useQuery({
    queryKey: [entity, 'total'],
    queryFn: ({ signal }) => api.call(route, { query: { page: 1, pageSize: 1 }, signal }).then((page) => page.total),
  });
}

export interface EntityCount {
  count: number | undefined;
  /** The user may import and export, but not read this list (staff needs manage_roles). */
  unavailable: boolean;
}

/**
 * The number of records behind each card. Treatments come from the services list (every service,
 * archived ones too, as the export has them); staff from the team list. Each is only asked of the
 * server when the user may read it, so a custom role with export_all_data alone sees no 403s.
 */
export function useEntityCounts(): Record<ImportEntity, EntityCount> {
  const { user } = useSession();
  const mayReadServices = hasPermission(user, 'manage_organization_settings');
  const mayReadTeam = hasPermission(user, 'manage_roles');
  const clientTotal = usePagedTotal('clients');
  const productTotal = usePagedTotal('products');
  const treatments = useQuery({
    queryKey: queryKeys.treatments,
    queryFn: ({ signal }) => api.call(services.treatments, { signal }),
    enabled: mayReadServices,
  });
  // The Team page's query (same key, same answer), asked only of those who may read it.
  const members = useQuery({
    queryKey: queryKeys.teamUsers,
    queryFn: ({ signal }) => api.call(team.list, { signal }).then((answer) => answer.items),
    enabled: mayReadTeam,
  });
  return {
    clients: { count: clientTotal.data, unavailable: clientTotal.isError },
    treatments: { count: treatments.data?.length, unavailable: !mayReadServices || treatments.isError },
    staff: { count: members.data?.length, unavailable: !mayReadTeam || members.isError },
    products: { count: productTotal.data, unavailable: productTotal.isError },
  };
}

export const RECORDS_PAGE_SIZE = 25;

export function useClientPage(search: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...clientsKey, 'page', { search, page }],
    enabled,
    queryFn: ({ signal }) =>
      api.call(clients.list, {
        query: { page, pageSize: RECORDS_PAGE_SIZE, ...(search === '' ? {} : { search }) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useProductPage(search: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...productsKey, 'page', { search, page }],
    enabled,
    queryFn: ({ signal }) =>
      api.call(products.list, {
        query: { page, pageSize: RECORDS_PAGE_SIZE, ...(search === '' ? {} : { search }) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One chunk of an import: one call, one transaction on the server. */
export function sendImportChunk(
  entity: ImportEntity,
  rows: ImportRow[],
  duplicates: DuplicateMode,
): Promise<ChunkAnswer> {
  switch (entity) {
    case 'clients':
      return api.call(imports.importClients, { body: { clients: rows, duplicates } });
    case 'treatments':
      return api.call(imports.importTreatments, { body: { treatments: rows } });
    case 'staff':
      return api.call(imports.importStaff, { body: { staff: rows } });
    case 'products':
      return api.call(imports.importProducts, { body: { products: rows } });
  }
}

/** The routes that answer each entity's file. */
export const EXPORT_ROUTES = {
  clients: imports.exportClients,
  treatments: imports.exportTreatments,
  staff: imports.exportStaff,
  products: imports.exportProducts,
} as const;

/**
 * After an import, everything that shows the entity reads again: the hub's counts and lists, the
 * Services page, the Team page, the overview and the plan's usage (clients count against it).
 */
export function useRefreshAfterImport() {
  const queryClient = useQueryClient();
  return (entity: ImportEntity) => {
    const keys: readonly (readonly string[])[] = {
      clients: [clientsKey, queryKeys.usage],
      treatments: [['services'], queryKeys.usage],
      staff: [queryKeys.teamUsers, queryKeys.roles, queryKeys.usage],
      products: [productsKey],
    }[entity];
    return Promise.all([...keys, queryKeys.overview].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}
