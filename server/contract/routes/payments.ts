import {
  GatewayConfigAnswer,
  GatewayConfigBody,
  GatewayList,
  GatewayTestAnswer,
  GatewayTestBody,
  GatewayTypeParams,
  LocationQuery,
  PaymentFeeAnswer,
  PaymentFeeSettingsPatch,
} from '../payments';
import { defineRoute } from './define';

/**
 * Payment gateways and card fees (spec part 2 §7 "Payment gateways"): every answer carries the
 * success flag and message the screen shows.
 */
const permission = 'manage_payment_methods';
const financial = (action: 'create' | 'update') => ({ section: 'financial', action }) as const;
const CONFIG = '/api/payment-gateways/:type/config';

export const paymentsRoutes = {
  gateways: defineRoute({ method: 'GET', path: '/api/payment-gateways', permission, response: GatewayList }),
  /** Creates the five providers, unconfigured, when the organization has none; else changes nothing. */
  initialize: defineRoute({
    method: 'POST',
    path: '/api/payment-gateways/initialize',
    permission,
    response: GatewayList,
    activity: financial('create'),
  }),
  config: defineRoute({
    method: 'GET',
    path: CONFIG,
    permission,
    params: GatewayTypeParams,
    query: LocationQuery,
    response: GatewayConfigAnswer,
    versioned: true,
  }),
  connect: defineRoute({
    method: 'POST',
    path: CONFIG,
    permission,
    params: GatewayTypeParams,
    query: LocationQuery,
    body: GatewayConfigBody,
    response: GatewayConfigAnswer,
    activity: financial('create'),
    versioned: true,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: CONFIG,
    permission,
    params: GatewayTypeParams,
    query: LocationQuery,
    body: GatewayConfigBody,
    response: GatewayConfigAnswer,
    activity: financial('update'),
    versioned: true,
  }),
  /** A real request to the provider with the entered credentials (blank secrets: the stored ones). */
  test: defineRoute({
    method: 'POST',
    path: '/api/payment-gateways/:type/test',
    permission,
    params: GatewayTypeParams,
    query: LocationQuery,
    body: GatewayTestBody,
    response: GatewayTestAnswer,
  }),
  feeSettings: defineRoute({
    method: 'GET',
    path: '/api/payment-fees/settings',
    permission,
    query: LocationQuery,
    response: PaymentFeeAnswer,
  }),
  saveFeeSettings: defineRoute({
    method: 'POST',
    path: '/api/payment-fees/settings',
    permission,
    query: LocationQuery,
    body: PaymentFeeSettingsPatch,
    response: PaymentFeeAnswer,
    activity: financial('update'),
  }),
};
