import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, IdParams } from '../../contract/common';
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
} from '../../contract/tax';
import { requireCtx } from '../../types';
import { IfMatchHeaders, withEtag } from '../settings/if-match';
import { taxOverridesService } from './overrides';
import { taxRatesService } from './rates';
import { taxSettingsService } from './settings';

const permission = 'manage_tax_settings' as const;
const activity = (action: 'create' | 'update' | 'delete') => ({ section: 'financial', action }) as const;

/** Tax Configuration (organization/tax): the document, the rates and the per-service overrides. */
export async function taxRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const settings = taxSettingsService(app.deps);
  const rates = taxRatesService(app.deps);
  const overrides = taxOverridesService(app.deps);

  app.get(
    '/api/settings/tax',
    { config: { permission }, schema: { response: { 200: TaxSettings, ...errorResponses } } },
    async (request, reply) => {
      const doc = settings.get(requireCtx(request.ctx));
      return withEtag(reply, doc.version, doc.data);
    },
  );

  app.put(
    '/api/settings/tax',
    {
      config: { permission, activity: activity('update') },
      schema: { headers: IfMatchHeaders, body: TaxSettingsPatch, response: { 200: TaxSettings, ...errorResponses } },
    },
    async (request, reply) => {
      const saved = settings.save(requireCtx(request.ctx), request.body, request.headers['if-match']);
      request.activityNote.details = 'Updated tax settings';
      request.activityNote.changes = saved.changes;
      return withEtag(reply, saved.version, saved.data);
    },
  );

  app.get(
    '/api/settings/tax/rates',
    { config: { permission }, schema: { response: { 200: TaxRateList, ...errorResponses } } },
    async (request) => ({ items: rates.list(requireCtx(request.ctx)) }),
  );

  app.post(
    '/api/settings/tax/rates',
    {
      config: { permission, activity: activity('create') },
      schema: { body: CreateTaxRateBody, response: { 201: TaxRate, ...errorResponses } },
    },
    async (request, reply) => {
      const { rate, changes } = rates.create(requireCtx(request.ctx), request.body);
      request.activityNote.details = `Added the tax rate ${rate.name} (${rate.percentage}%)`;
      request.activityNote.changes = changes;
      return reply.status(201).send(withEtag(reply, rate.version, rate));
    },
  );

  app.put(
    '/api/settings/tax/rates/:id',
    {
      config: { permission, activity: activity('update') },
      schema: {
        params: IdParams,
        headers: IfMatchHeaders,
        body: UpdateTaxRateBody,
        response: { 200: TaxRate, ...errorResponses },
      },
    },
    async (request, reply) => {
      const ctx = requireCtx(request.ctx);
      const { rate, changes } = rates.update(ctx, request.params.id, request.body, request.headers['if-match']);
      request.activityNote.details = `Updated the tax rate ${rate.name}`;
      request.activityNote.changes = changes;
      return withEtag(reply, rate.version, rate);
    },
  );

  app.delete(
    '/api/settings/tax/rates/:id',
    {
      config: { permission, activity: activity('delete') },
      schema: { params: IdParams, headers: IfMatchHeaders, response: { 204: Type.Null(), ...errorResponses } },
    },
    async (request, reply) => {
      const rate = rates.remove(requireCtx(request.ctx), request.params.id, request.headers['if-match']);
      request.activityNote.details = `Deleted the tax rate ${rate.name}`;
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/settings/tax/overrides',
    { config: { permission }, schema: { response: { 200: ServiceTaxOverrideList, ...errorResponses } } },
    async (request) => ({ items: overrides.list(requireCtx(request.ctx)) }),
  );

  app.post(
    '/api/settings/tax/overrides',
    {
      config: { permission, activity: activity('create') },
      schema: { body: CreateServiceTaxOverrideBody, response: { 201: ServiceTaxOverride, ...errorResponses } },
    },
    async (request, reply) => {
      const { override, changes } = overrides.create(requireCtx(request.ctx), request.body);
      request.activityNote.details = `Set a tax override for service ${override.serviceId}`;
      request.activityNote.changes = changes;
      return reply.status(201).send(withEtag(reply, override.version, override));
    },
  );

  app.put(
    '/api/settings/tax/overrides/:id',
    {
      config: { permission, activity: activity('update') },
      schema: {
        params: IdParams,
        headers: IfMatchHeaders,
        body: UpdateServiceTaxOverrideBody,
        response: { 200: ServiceTaxOverride, ...errorResponses },
      },
    },
    async (request, reply) => {
      const ctx = requireCtx(request.ctx);
      const { override, changes } = overrides.update(ctx, request.params.id, request.body, request.headers['if-match']);
      request.activityNote.details = `Changed the tax override for service ${override.serviceId}`;
      request.activityNote.changes = changes;
      return withEtag(reply, override.version, override);
    },
  );

  app.delete(
    '/api/settings/tax/overrides/:id',
    {
      config: { permission, activity: activity('delete') },
      schema: { params: IdParams, headers: IfMatchHeaders, response: { 204: Type.Null(), ...errorResponses } },
    },
    async (request, reply) => {
      const override = overrides.remove(requireCtx(request.ctx), request.params.id, request.headers['if-match']);
      request.activityNote.details = `Removed the tax override for service ${override.serviceId}`;
      return reply.status(204).send(null);
    },
  );
}
