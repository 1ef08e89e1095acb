import type { TemplateType } from '../contract/message-templates';
import type { DbOrTx } from '../db/client';
import { cachedRead } from '../db/read-cache';
import { platformDefaultOf, type DefaultTemplate } from './defaults';
import { findOverride, type OverrideRow } from './repository';
import type { TemplateText } from './template-text';

/**
 * What the engine sends for an organization: the platform default with the organization's
 * override on top, field by field (a null custom field is the default's). Off (the override's
 * isEnabled, or a platform row made inactive) means the organization does not send it.
 */
export interface EffectiveTemplate extends TemplateText {
  id: string;
  variables: readonly string[];
  isEnabled: boolean;
  /**
   * The HTML is the organization's own, written by the builder in its brand colours; the
   * default's was written in the default colours, which the renderer swaps for the brand's.
   */
  ownHtml: boolean;
}

export function effectiveOf(base: DefaultTemplate, override: OverrideRow | null | undefined): EffectiveTemplate {
  return {
    id: base.id,
    type: base.type,
    subtype: base.subtype,
    name: base.name,
    subject: override?.customSubject ?? base.subject,
    content: override?.customContent ?? base.content,
    htmlContent: override?.customHtml ?? base.htmlContent,
    variables: override?.customVariables ?? base.variables,
    isEnabled: base.isActive && (override?.isEnabled ?? true),
    ownHtml: override?.customHtml != null,
  };
}

/**
 * The organization's template of (type, subtype), or undefined when there is no such template.
 * The engine renders one on every booking event: read from memory until the next write.
 */
export function effectiveTemplate(
  db: DbOrTx,
  organizationId: string,
  type: TemplateType,
  subtype: string,
): EffectiveTemplate | undefined {
  return cachedRead(db, `template_overrides|${organizationId}|${type}|${subtype}`, () => {
    const base = platformDefaultOf(db, type, subtype);
    return base ? effectiveOf(base, findOverride(db, organizationId, base.id)) : undefined;
  });
}
