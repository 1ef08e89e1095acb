import { deepFreeze } from '../../contract/freeze';
import type {
  OrganizationData,
  OrganizationDataBody,
  OrganizationDocument,
  OrganizationRegionalSettings,
} from '../../contract/organization';
import { ValidationError } from '../../errors';
import type { AppDeps, RequestContext } from '../../types';
import { diffChanges } from '../../documents/diff';
import { currentPlan, type PlanState } from '../billing/plan';
import { mergeDeep, readDocument, writeDocument } from '../../documents/documents';
import { organizationDataKind, readOrganizationRegional } from './document';
import { findOrganization, updateOrganizationName } from './repository';

/**
 * The organization's general settings: one settings document (./document.ts), except the name,
 * which stays on the organization (sessions, menus and the sign-in answer read it there) and the
 * subscription, which is the billing module's.
 */
export { organizationDataKind };

/** Surrounding spaces are never meant; strings inside nested objects are trimmed too. */
function trimmed<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)])) as T;
}

const answers = new WeakMap<object, { name: string; plan: PlanState; answer: OrganizationData }>();

export function organizationService(deps: AppDeps) {
  const { db, now } = deps;

  function compose(ctx: RequestContext, name: string, document: OrganizationDocument): OrganizationData {
    const plan = currentPlan(db, ctx.organizationId, now());
    // The document and the plan are shared objects until a write (or the plan's period ends), so
    // the answer built from them is too.
    const known = answers.get(document);
    if (known && known.name === name && known.plan === plan) return known.answer;
    const answer = {
      companyName: name,
      ...document,
      subscription: { plan: plan.plan, status: plan.status, billingCycle: plan.billingCycle },
    };
    answers.set(document, { name, plan, answer: deepFreeze(answer) });
    return answer;
  }

  const nameOf = (ctx: RequestContext) => findOrganization(db, ctx.organizationId)?.name ?? ctx.organization.name;

  return {
    get(ctx: RequestContext) {
      const doc = readDocument(db, organizationDataKind, ctx);
      return { data: compose(ctx, nameOf(ctx), doc.data), version: doc.version };
    },

    /** Regional values every member's preferences fall back to (§7 GET /settings/organization). */
    regional(ctx: RequestContext): OrganizationRegionalSettings {
      return readOrganizationRegional(db, ctx);
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
