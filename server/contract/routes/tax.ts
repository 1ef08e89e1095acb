import { IdParams } from '../common';
import {
  CreateServiceTaxOverrideBody,
  CreateTaxRateBody,
  ServiceTaxOverride,
  ServiceTaxOverrideList,
  TaxRate,
  TaxRateList,
  TaxSettings,
  TaxSettingsPatch,
  UpdateServiceTaxOverrideBody,
  UpdateTaxRateBody,
} from '../tax';
import { defineRoute } from './define';

/** Tax Configuration (organization/tax): the document, the rates and the per-service overrides. */
const permission = 'manage_tax_settings';
const financial = (action: 'create' | 'update' | 'delete') => ({ section: 'financial', action }) as const;

export const taxRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: '/api/settings/tax',
    permission,
    response: TaxSettings,
    versioned: true,
  }),
  saveSettings: defineRoute({
    method: 'PUT',
    path: '/api/settings/tax',
    permission,
    body: TaxSettingsPatch,
    response: TaxSettings,
    activity: financial('update'),
    versioned: true,
  }),
  rates: defineRoute({ method: 'GET', path: '/api/settings/tax/rates', permission, response: TaxRateList }),
  createRate: defineRoute({
    method: 'POST',
    path: '/api/settings/tax/rates',
    permission,
    body: CreateTaxRateBody,
    response: TaxRate,
    status: 201,
    activity: financial('create'),
    versioned: true,
  }),
  updateRate: defineRoute({
    method: 'PUT',
    path: '/api/settings/tax/rates/:id',
    permission,
    params: IdParams,
    body: UpdateTaxRateBody,
    response: TaxRate,
    activity: financial('update'),
    versioned: true,
  }),
  removeRate: defineRoute({
    method: 'DELETE',
    path: '/api/settings/tax/rates/:id',
    permission,
    params: IdParams,
    status: 204,
    activity: financial('delete'),
    versioned: true,
  }),
  overrides: defineRoute({
    method: 'GET',
    path: '/api/settings/tax/overrides',
    permission,
    response: ServiceTaxOverrideList,
  }),
  createOverride: defineRoute({
    method: 'POST',
    path: '/api/settings/tax/overrides',
    permission,
    body: CreateServiceTaxOverrideBody,
    response: ServiceTaxOverride,
    status: 201,
    activity: financial('create'),
    versioned: true,
  }),
  updateOverride: defineRoute({
    method: 'PUT',
    path: '/api/settings/tax/overrides/:id',
    permission,
    params: IdParams,
    body: UpdateServiceTaxOverrideBody,
    response: ServiceTaxOverride,
    activity: financial('update'),
    versioned: true,
  }),
  removeOverride: defineRoute({
    method: 'DELETE',
    path: '/api/settings/tax/overrides/:id',
    permission,
    params: IdParams,
    status: 204,
    activity: financial('delete'),
    versioned: true,
  }),
};
