import { TEMPLATE_EXPORT_FORMAT, TEMPLATE_EXPORT_VERSION } from '../../contract/platform-templates';
import { effectiveOf } from '../../templates/effective';
import { isCustomized, type SystemTemplateState } from '../../templates/system';

/**
 * The export file (GET /api/platform-templates/export): the organization's templates as it sends
 * them (each default with its override), keyed by type and subtype rather than by id, so it can be
 * brought into another organization or another installation. Its format marker and version are
 * what an import checks first (import-file.ts).
 */
export function exportFile(
  organization: { name: string; slug: string },
  states: readonly SystemTemplateState[],
  now: Date,
) {
  return {
    format: TEMPLATE_EXPORT_FORMAT,
    version: TEMPLATE_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    organization: { name: organization.name, slug: organization.slug },
    templates: states.map((state) => {
      const template = effectiveOf(state.base, state.override);
      return {
        type: template.type,
        subtype: template.subtype,
        name: template.name,
        subject: template.subject,
        content: template.content,
        htmlContent: template.htmlContent,
        variables: [...template.variables],
        isEnabled: template.isEnabled,
        isCustomized: isCustomized(state.override),
      };
    }),
  };
}

export const exportFileName = (slug: string) => `templates-${slug}.json`;
