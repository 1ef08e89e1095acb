import { TEMPLATE_TYPES, type TemplateType } from '../contract/message-templates';
import type { DbOrTx } from '../db/client';
import { cachedRead } from '../db/read-cache';
import { CATALOG, canDisable } from './catalog';
import { listPlatformRows } from './repository';
import type { TemplateText } from './template-text';

/**
 * The platform defaults every organization starts from: the `platform_templates` rows, and for a
 * shipped template whose row is gone (after remove-all, before the next sync) its catalog entry, so
 * the engine keeps sending and organizations keep their overrides in the meantime.
 */
export interface DefaultTemplate extends TemplateText {
  id: string;
  variables: readonly string[];
  isActive: boolean;
  /** The platform row's version; 0 for a catalog entry without its row. */
  version: number;
  updatedAt: string;
  canDisable: boolean;
}

/** What a catalog entry without its row answers as its last change: it has never been written. */
export const CATALOG_UPDATED_AT = new Date(0).toISOString();

const isType = (type: string): type is TemplateType => (TEMPLATE_TYPES as readonly string[]).includes(type);

/** Every default, by type then subtype. */
export function platformDefaults(db: DbOrTx): readonly DefaultTemplate[] {
  return cachedRead(db, 'platform_templates|defaults', () => {
    const found = new Map<string, DefaultTemplate>();
    for (const row of listPlatformRows(db)) {
      if (!isType(row.type)) continue;
      found.set(row.id, {
        id: row.id,
        type: row.type,
        subtype: row.subtype,
        name: row.name,
        subject: row.subject,
        content: row.content,
        htmlContent: row.htmlContent,
        variables: row.variables,
        isActive: row.isActive,
        version: row.version,
        updatedAt: row.updatedAt,
        canDisable: canDisable(row.type, row.subtype),
      });
    }
    for (const entry of CATALOG) {
      if (found.has(entry.id)) continue;
      const { hash: _hash, ...fields } = entry;
      found.set(entry.id, { ...fields, isActive: true, version: 0, updatedAt: CATALOG_UPDATED_AT });
    }
    return [...found.values()].sort((a, b) => a.type.localeCompare(b.type) || a.subtype.localeCompare(b.subtype));
  });
}

export const platformDefault = (db: DbOrTx, id: string): DefaultTemplate | undefined =>
  platformDefaults(db).find((template) => template.id === id);

export const platformDefaultOf = (db: DbOrTx, type: TemplateType, subtype: string): DefaultTemplate | undefined =>
  platformDefaults(db).find((template) => template.type === type && template.subtype === subtype);
