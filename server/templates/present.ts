import type { MessageTemplate, TemplateType } from '../contract/message-templates';
import { effectiveOf } from './effective';
import type { MarketingRow } from './repository';
import { isCustomized, type SystemTemplateState } from './system';

/**
 * Templates as the API answers them (contract/message-templates.ts MessageTemplate), in the three
 * ways they are seen:
 * - system: what the organization sends (the default with its override), with both sides;
 * - platform with the override: the platform default, and the organization's override beside it
 *   (the platform-templates routes);
 * - platform plain: the default alone (GET /api/message-templates?scope=platform).
 */

function overrideFields(state: SystemTemplateState) {
  const { base, override } = state;
  const effective = effectiveOf(base, override);
  return {
    defaultSubject: base.subject,
    defaultContent: base.content,
    defaultHtml: base.htmlContent,
    customSubject: override?.customSubject ?? null,
    customContent: override?.customContent ?? null,
    customHtml: override?.customHtml ?? null,
    customVariables: override?.customVariables ? [...override.customVariables] : null,
    effectiveContent: effective.content,
    effectiveHtml: effective.htmlContent,
    isEnabled: effective.isEnabled,
    isCustomized: isCustomized(override),
  };
}

export function presentSystem(state: SystemTemplateState): MessageTemplate {
  const { base, override } = state;
  const effective = effectiveOf(base, override);
  return {
    id: base.id,
    name: base.name,
    type: base.type,
    subtype: base.subtype,
    scope: 'system',
    subject: effective.subject,
    content: effective.content,
    htmlContent: effective.htmlContent,
    variables: [...effective.variables],
    isActive: effective.isEnabled,
    version: state.version,
    updatedAt: override?.updatedAt ?? base.updatedAt,
    ...overrideFields(state),
  };
}

export function presentPlatform(state: SystemTemplateState, withOverride: boolean): MessageTemplate {
  const { base } = state;
  return {
    id: base.id,
    name: base.name,
    type: base.type,
    subtype: base.subtype,
    scope: 'platform',
    subject: base.subject,
    content: base.content,
    htmlContent: base.htmlContent,
    variables: [...base.variables],
    isActive: base.isActive,
    version: base.version,
    updatedAt: base.updatedAt,
    ...(withOverride ? overrideFields(state) : {}),
  };
}

export function presentMarketing(row: MarketingRow): MessageTemplate {
  return {
    id: row.id,
    name: row.name,
    type: row.type as TemplateType,
    subtype: row.subtype,
    scope: 'marketing',
    subject: row.subject,
    content: row.content,
    htmlContent: row.htmlContent,
    variables: [...row.variables],
    isActive: row.isActive,
    version: row.version,
    updatedAt: row.updatedAt,
  };
}
