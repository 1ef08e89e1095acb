import {
  DEFAULT_ORGANIZATION_DOCUMENT,
  languageOf,
  PREFERENCE_DATE_FORMAT,
  type OrganizationData,
  type OrganizationDataBody,
  type OrganizationDocument,
  type OrganizationRegionalSettings,
} from '../../contract/organization';
import { ValidationError } from '../../errors';
import type { AppDeps, RequestContext } from '../../types';
import { diffChanges } from '../activity/diff';
import { currentPlan } from '../billing/plan';
import { mergeDeep, readDocument, writeDocument, type DocumentKind } from '../settings/documents';
import { findOrganization, updateOrganizationName } from './repository';

/**
 * The organization's general settings: one settings document, except the name, which stays on the
 * organization (sessions, menus and the sign-in answer read it there) and the subscription, which
 * is the billing module's.
 */
export const organizationDataKind: DocumentKind<OrganizationDocument> = {
  kind: 'organization-data',
  scope: 'organization',
  defaults: () => DEFAULT_ORGANIZATION_DOCUMENT,
};

/** Surrounding spaces are never meant; strings inside nested objects are trimmed too. */
function trimmed<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)])) as T;
}

export function organizationService(deps: AppDeps) {
  const { db, now } = deps;

  function compose(ctx: RequestContext, name: string, document: OrganizationDocument): OrganizationData {
    const plan = currentPlan(db, ctx.organizationId, now());
    return {
      companyName: name,
      ...document,
      subscription: { plan: plan.plan, status: plan.status, billingCycle: plan.billingCycle },
    };
  }

  const nameOf = (ctx: RequestContext) => findOrganization(db, ctx.organizationId)?.name ?? ctx.organization.name;

  return {
    get(ctx: RequestContext) {
      const doc = readDocument(db, organizationDataKind, ctx);
      return { data: compose(ctx, nameOf(ctx), doc.data), version: doc.version };
    },

    /** Regional values every member's preferences fall back to (§7 GET /settings/organization). */
    regional(ctx: RequestContext): OrganizationRegionalSettings {
      const { data } = readDocument(db, organizationDataKind, ctx);
      return {
        timezone: data.timezone,
        dateFormat: PREFERENCE_DATE_FORMAT[data.dateFormat],
        timeFormat: data.timeFormat,
        currency: data.currency,
        language: languageOf(data.locale),
        locale: data.locale,
        organizationDateFormat: data.dateFormat,
      };
    },

    /** Saves in one transaction: the document (checked against If-Match) and the organization's name. */
    save(ctx: RequestContext, body: OrganizationDataBody, ifMatch: string | undefined) {
      // `subscription` is read-only: accepted so clients can send back what they read, never stored.
      const { companyName, subscription: _ignored, ...patch } = trimmed(body);
      if (companyName === '') throw new ValidationError('companyName', 'is required');
      return db.transaction(() => {
        const before = nameOf(ctx);
        const saved = writeDocument(
          db,
          organizationDataKind,
          ctx,
          (current) => mergeDeep(current, patch),
          ifMatch,
          now(),
        );
        if (before !== companyName) updateOrganizationName(db, ctx.organizationId, companyName);
        return {
          data: compose(ctx, companyName, saved.data),
          version: saved.version,
          changes: { ...diffChanges({ companyName: before }, { companyName }), ...saved.changes },
        };
      });
    },
  };
}
