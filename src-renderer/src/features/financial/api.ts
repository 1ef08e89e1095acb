import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GatewayConfigBody,
  GatewayTestBody,
  GatewayType,
  PaymentGateway,
} from '../../../../server/contract/payments';
import { ROUTES } from '../../../../server/contract/routes';
import { api } from '../../api/client';
import { recordVersion } from '../../api/organization';

// Financial & Payments (organization/financial): every call needs manage_payment_methods.
const { payments, financial } = ROUTES;

export const financialKeys = {
  gateways: ['financial', 'gateways'],
  tips: ['financial', 'tips'],
  invoice: ['financial', 'invoice'],
  invoicePreview: ['financial', 'invoice', 'preview-data'],
} as const;

/**
 * The organization's gateways. A new organization has none yet: the spec's page then asks the
 * server to create the five providers, unconfigured, and reads the list again (§7).
 */
export async function loadGateways(signal?: AbortSignal): Promise<PaymentGateway[]> {
  const first = await api.call(payments.gateways, { signal });
  if (first.gateways.length > 0) return first.gateways;
  await api.call(payments.initialize, { signal });
  return (await api.call(payments.gateways, { signal })).gateways;
}

export function useGateways() {
  return useQuery({ queryKey: financialKeys.gateways, queryFn: ({ signal }) => loadGateways(signal) });
}

function useRefreshGateways() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: financialKeys.gateways });
}

/** POST config: the first connection of a provider. */
export function useConnectGateway() {
  const refresh = useRefreshGateways();
  return useMutation({
    mutationFn: ({ type, body }: { type: GatewayType; body: GatewayConfigBody }) =>
      api.call(payments.connect, { params: { type }, body }),
    onSettled: () => void refresh(),
  });
}

/**
 * PATCH config: a change to a stored gateway (the edit dialog, Set as default, Disable), with the
 * version the list showed, so a change made meanwhile on another PC is not overwritten (412).
 */
export function useUpdateGateway() {
  const refresh = useRefreshGateways();
  return useMutation({
    mutationFn: ({ gateway, body }: { gateway: PaymentGateway; body: GatewayConfigBody }) =>
      api.call(payments.update, { params: { type: gateway.type }, body, ifMatch: recordVersion(gateway.version) }),
    onSettled: () => void refresh(),
  });
}

/** A real request to the provider; the list is read again for the last test's time and error. */
export function useTestGateway() {
  const refresh = useRefreshGateways();
  return useMutation({
    mutationFn: ({ type, body }: { type: GatewayType; body: GatewayTestBody }) =>
      api.call(payments.test, { params: { type }, body }),
    onSettled: () => void refresh(),
  });
}

/** The business details the invoice preview prints (organization and tax areas). */
export function useInvoicePreviewData() {
  return useQuery({
    queryKey: financialKeys.invoicePreview,
    queryFn: ({ signal }) => api.call(financial.invoicePreview, { signal }),
  });
}
