import type { FastifyReply } from 'fastify';
import { currencyDigits, fromMinorUnits } from '../../contract/currency';
import type { ExportFormat } from '../../contract/imports/api';
import type { PriceType } from '../../contract/services';
import { pagedRows } from '../../exports/paged-rows';
import { sendExport, type ExportColumn } from '../../exports/send-export';
import type { AppDeps, RequestContext } from '../../types';
import { readOrganizationRegional } from '../organizations/document';
import { listVariants, servicesPage, type ServiceRow, type VariantRow } from './repository';

interface ExportedService {
  service: ServiceRow;
  categoryName: string | null;
  variants: VariantRow[];
}

const PRICE_TYPE_WORDS: Readonly<Record<PriceType, string>> = { fixed: 'Fixed', from: 'From', free: 'Free' };

/** 25 in EUR reads "25.00": a price as the menu shows it, with its currency's decimals. */
const amount = (minor: number, currency: string) => fromMinorUnits(minor, currency).toFixed(currencyDigits(currency));

/** "Short hair (30 min, 25.00)"; a free one "(30 min, free)", a from-price "(30 min, from 25.00)". */
function variantText(variant: VariantRow): string {
  const price =
    variant.priceType === 'free'
      ? 'free'
      : `${variant.priceType === 'from' ? 'from ' : ''}${amount(variant.priceMinor, variant.currency)}`;
  return `${variant.name} (${variant.durationMinutes} min, ${price})`;
}

/**
 * The columns of the treatments export. The first six are the import's own headers, so an export
 * opened again in the wizard maps itself (the generic preset knows them).
 */
export const TREATMENT_EXPORT_COLUMNS: readonly ExportColumn<ExportedService>[] = [
  { header: 'Name', value: ({ service }) => service.name },
  { header: 'Description', value: ({ service }) => service.description },
  { header: 'Duration (minutes)', value: ({ service }) => service.durationMinutes },
  { header: 'Price', value: ({ service }) => fromMinorUnits(service.priceMinor, service.currency) },
  { header: 'Currency', value: ({ service }) => service.currency },
  { header: 'Price Type', value: ({ service }) => PRICE_TYPE_WORDS[service.priceType] },
  { header: 'Category', value: ({ categoryName }) => categoryName },
  { header: 'Buffer After (minutes)', value: ({ service }) => service.bufferAfterMinutes },
  { header: 'Active', value: ({ service }) => service.isActive },
  { header: 'Variants', value: ({ variants }) => variants.map(variantText).join('; ') },
];

/** GET /api/treatments/export: the organization's services, one row each, its variants in a column. */
export function treatmentExport(deps: AppDeps) {
  const { db } = deps;
  return {
    send(ctx: RequestContext, reply: FastifyReply, format: ExportFormat) {
      const { organizationId } = ctx;
      const rows = pagedRows<ExportedService>((after, limit) => {
        const page = servicesPage(db, organizationId, after?.service.id, limit);
        const variants = listVariants(
          db,
          organizationId,
          page.map(({ service }) => service.id),
        );
        const byService = new Map<string, VariantRow[]>();
        for (const variant of variants) {
          const list = byService.get(variant.serviceId);
          if (list) list.push(variant);
          else byService.set(variant.serviceId, [variant]);
        }
        return page.map((entry) => ({ ...entry, variants: byService.get(entry.service.id) ?? [] }));
      });
      return sendExport(reply, {
        fileStem: 'treatments',
        format,
        columns: TREATMENT_EXPORT_COLUMNS,
        rows,
        now: deps.now(),
        timeZone: readOrganizationRegional(db, ctx).timezone,
      });
    },
  };
}
