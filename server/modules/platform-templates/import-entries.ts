import {
  CONTENT_MAX_LENGTH,
  HTML_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  TEMPLATE_TYPES,
  type TemplateType,
} from '../../contract/message-templates';
import type { ImportResult } from '../../contract/platform-templates';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { platformDefaultOf } from '../../templates/defaults';
import type { OverrideRow } from '../../templates/repository';
import {
  isCustomized,
  overrideAfter,
  saveOverride,
  systemTemplate,
  type OverrideFields,
  type OverrideInput,
  type SaveContext,
} from '../../templates/system';

/**
 * The entries of an import file (import-file.ts has accepted the file itself), inside the caller's
 * transaction: each entry replaces the override of its template, unless the organization already
 * customised it and `overwrite` is off (skipped). Entries for templates this installation does not
 * have, or with values the rules refuse (the SMS limit, an invitation switched off...), are listed
 * as failed with why, in the rules' own words; the others are imported, HTML sanitised as on every save.
 */

export const NOT_A_TEMPLATE = 'This entry is not a template';
export const NO_SUCH_TEMPLATE = 'There is no such template here';

/** An entry's fields as an override write, or why it cannot be one. */
function entryInput(entry: Record<string, unknown>): { input: OverrideInput } | { message: string } {
  const { subject = null, content, htmlContent = null, variables = null, isEnabled = true } = entry;
  const textOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
  const names = (value: unknown): value is string[] | null =>
    value === null || (Array.isArray(value) && value.every((name) => typeof name === 'string'));
  if (
    !textOrNull(subject) ||
    typeof content !== 'string' ||
    !textOrNull(htmlContent) ||
    typeof isEnabled !== 'boolean' ||
    !names(variables)
  ) {
    return { message: NOT_A_TEMPLATE };
  }
  // The limits the API's schemas set on the same fields.
  if (subject !== null && subject.length > SUBJECT_MAX_LENGTH) {
    return { message: `Subject must be at most ${SUBJECT_MAX_LENGTH} characters` };
  }
  if (content.length > CONTENT_MAX_LENGTH) {
    return { message: `Message content must be at most ${CONTENT_MAX_LENGTH} characters` };
  }
  if (htmlContent !== null && htmlContent.length > HTML_MAX_LENGTH) {
    return { message: `Email content must be at most ${HTML_MAX_LENGTH} characters` };
  }
  return {
    input: {
      customSubject: subject,
      customContent: content,
      customHtml: htmlContent,
      customVariables: variables,
      isEnabled,
    },
  };
}

/** Whether `fields` are what the organization already has (no override: the defaults, switched on). */
function sameOverride(current: OverrideRow | null, fields: OverrideFields): boolean {
  const now = current ?? {
    customSubject: null,
    customContent: null,
    customHtml: null,
    customVariables: null,
    isEnabled: true,
  };
  return (
    now.customSubject === fields.customSubject &&
    now.customContent === fields.customContent &&
    now.customHtml === fields.customHtml &&
    JSON.stringify(now.customVariables) === JSON.stringify(fields.customVariables) &&
    now.isEnabled === fields.isEnabled
  );
}

export function importEntries(
  tx: DbOrTx,
  context: SaveContext,
  entries: readonly unknown[],
  overwrite: boolean,
): ImportResult {
  const result: ImportResult = { imported: 0, skipped: 0, failed: [] };
  for (const raw of entries) {
    const entry =
      typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const fail = (message: string) =>
      result.failed.push({ type: String(entry.type ?? ''), subtype: String(entry.subtype ?? ''), message });
    const type = typeof entry.type === 'string' ? entry.type.toLowerCase() : '';
    const subtype = typeof entry.subtype === 'string' ? entry.subtype : '';
    if (!(TEMPLATE_TYPES as readonly string[]).includes(type) || subtype === '') {
      fail(NOT_A_TEMPLATE);
      continue;
    }
    const base = platformDefaultOf(tx, type as TemplateType, subtype);
    if (!base) {
      fail(NO_SUCH_TEMPLATE);
      continue;
    }
    const checked = entryInput(entry);
    if ('message' in checked) {
      fail(checked.message);
      continue;
    }
    const current = systemTemplate(tx, context.organizationId, base.id)!;
    if (isCustomized(current.override) && !overwrite) {
      result.skipped += 1;
      continue;
    }
    try {
      // The entry replaces the override as a whole: what it leaves at the default is the default.
      const fields = overrideAfter(base, null, checked.input);
      // Already so (an export brought back as it was): nothing to write or to keep in the history.
      if (!sameOverride(current.override, fields)) saveOverride(tx, context, current, fields, 'import');
      result.imported += 1;
    } catch (err) {
      // A value the rules refuse (a 400): the entry is reported, the others go on.
      if (!(err instanceof AppError) || err.statusCode !== 400) throw err;
      fail(err.message);
    }
  }
  return result;
}
