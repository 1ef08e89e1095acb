import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { serviceCategories, services } from '../../db/schema';

/** The services and categories a booking rule may name (the services module owns these tables). */
export interface RuleTargets {
  serviceIds: ReadonlySet<string>;
  categoryIds: ReadonlySet<string>;
}

/**
 * Which of the given ids are services and categories of the organization: an id of another
 * organization is simply not among them. Only the ids asked about are read (a document holds at
 * most a few hundred rules), never the whole menu.
 */
export function findRuleTargets(
  db: Db,
  organizationId: string,
  wanted: { serviceIds: readonly string[]; categoryIds: readonly string[] },
): RuleTargets {
  const serviceIds =
    wanted.serviceIds.length === 0
      ? []
      : db
          .select({ id: services.id })
          .from(services)
          .where(and(eq(services.organizationId, organizationId), inArray(services.id, [...wanted.serviceIds])))
          .all();
  const categoryIds =
    wanted.categoryIds.length === 0
      ? []
      : db
          .select({ id: serviceCategories.id })
          .from(serviceCategories)
          .where(
            and(
              eq(serviceCategories.organizationId, organizationId),
              inArray(serviceCategories.id, [...wanted.categoryIds]),
            ),
          )
          .all();
  return {
    serviceIds: new Set(serviceIds.map((row) => row.id)),
    categoryIds: new Set(categoryIds.map((row) => row.id)),
  };
}
