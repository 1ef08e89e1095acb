import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { settingsDocuments } from '../../db/schema';

/**
 * Whether any settings document of the organization (branding, invoice settings, and whatever
 * later shows the logo) contains `text`. Logo file names are hex digits and a dot, so they hold no
 * LIKE wildcard; the escape clause is there for any other caller.
 */
export function settingsDocumentMentions(db: DbOrTx, organizationId: string, text: string): boolean {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const row = db
    .select({ id: settingsDocuments.id })
    .from(settingsDocuments)
    .where(
      and(
        eq(settingsDocuments.organizationId, organizationId),
        sql`${settingsDocuments.data} like ${pattern} escape '\\'`,
      ),
    )
    .limit(1)
    .get();
  return row !== undefined;
}
