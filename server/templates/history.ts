import type { TEMPLATE_CHANGES } from '../contract/platform-templates';
import type { DbOrTx } from '../db/client';
import { newId } from '../ids';
import type { RequestContext } from '../types';
import { insertHistory } from './repository';

/**
 * Every version of a template is kept with who made it and when (spec part 3 §7 history): the
 * platform's (organization null: a sync, a removal) and each organization's (an override saved,
 * reset, toggled or imported; a marketing template saved). The person's name is kept as text, so
 * the history still says who after they leave.
 */

export type TemplateChange = (typeof TEMPLATE_CHANGES)[number];

export interface ChangedBy {
  id: string;
  firstName: string;
  lastName: string;
}

/** The person making a request, as the history keeps them. */
export const changedBy = (ctx: RequestContext): ChangedBy => ({
  id: ctx.user.id,
  firstName: ctx.user.firstName,
  lastName: ctx.user.lastName,
});

/** The template as it was after the change. */
export interface TemplateVersion {
  name: string;
  subject: string | null;
  content: string;
  htmlContent: string | null;
  variables: readonly string[];
  isEnabled: boolean;
}

export function recordHistory(
  db: DbOrTx,
  entry: {
    organizationId: string | null;
    templateId: string;
    change: TemplateChange;
    version: TemplateVersion;
    by: ChangedBy | null;
    at: Date;
  },
): void {
  const { version, by } = entry;
  insertHistory(db, {
    id: newId(entry.at.getTime()),
    organizationId: entry.organizationId,
    templateId: entry.templateId,
    change: entry.change,
    name: version.name,
    subject: version.subject,
    content: version.content,
    htmlContent: version.htmlContent,
    variables: [...version.variables],
    isEnabled: version.isEnabled,
    changedBy: by?.id ?? null,
    changedByName: by ? `${by.firstName} ${by.lastName}`.trim() || null : null,
    changedAt: entry.at.toISOString(),
  });
}
