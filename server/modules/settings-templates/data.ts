import type { ErrorObject } from 'ajv';
import {
  SettingsTemplateData,
  type TemplateOrganizationSettings,
  type TemplatePersonalSettings,
} from '../../contract/settings-templates';
import { isValidTimeZone } from '../../contract/time-zones';
import type { Db } from '../../db/client';
import { readDocument } from '../../documents/documents';
import { AppError } from '../../errors';
import { fieldOf, labelOfError, messageOf, requestValidator, ruleOf, unsafeValueError } from '../../plugins/validation';
import type { RequestContext } from '../../types';
import { organizationDataKind } from '../organizations/document';
import { readUserPreferences } from '../settings/preferences';

/**
 * What a template holds, kept fit for the current release: stored data is read through the
 * current schema (fields a later release removed are dropped) and checked before it is applied.
 */

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `value` with only the fields `schema` still knows, at every depth. Values are left as they are
 * (a wrong one is the check's business, so it is refused with its field's name, not dropped).
 */
export function pruneToSchema(schema: unknown, value: unknown): unknown {
  if (!isNode(schema) || !isNode(schema.properties) || !isNode(value)) return value;
  const properties = schema.properties;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => Object.prototype.hasOwnProperty.call(properties, key))
      .map(([key, field]) => [key, pruneToSchema(properties[key], field)]),
  );
}

/** A template's data as this release reads it: both parts there, unknown fields gone. */
export function currentData(stored: unknown): SettingsTemplateData {
  const pruned = pruneToSchema(SettingsTemplateData, stored);
  const data = isNode(pruned) ? pruned : {};
  return {
    organization: (isNode(data.organization) ? data.organization : {}) as TemplateOrganizationSettings,
    personal: (isNode(data.personal) ? data.personal : {}) as TemplatePersonalSettings,
  };
}

const refusal = (field: string, rule: string, message: string) =>
  new AppError(400, `This template cannot be applied: ${message}`, 'VALIDATION_ERROR', [{ field, message: rule }]);

/** Refuses data a save of those settings would refuse, naming the field as the forms do. */
export function assertApplicable(data: SettingsTemplateData): void {
  // Checked as a request body is (a stored "true" is not a boolean), compiled on first use.
  const validateData = requestValidator('body', SettingsTemplateData);
  const problem: ErrorObject | undefined = validateData(data) ? unsafeValueError(data) : validateData.errors?.[0];
  if (problem) {
    const rule = ruleOf(problem);
    const label = labelOfError(SettingsTemplateData, problem) ?? fieldOf(problem);
    throw refusal(fieldOf(problem), rule, messageOf(label, rule));
  }
  // The zone list is too long for the schema (contract/preferences.ts); the preferences save checks it too.
  const zone = data.personal.timezone;
  if (typeof zone === 'string' && !isValidTimeZone(zone)) {
    throw refusal(
      'personal.timezone',
      'must be a time zone from the list',
      'Time zone must be a time zone from the list',
    );
  }
}

/**
 * The current settings as a template (the spec's snapshot: GET /settings/organization and GET
 * /settings/user): the organization's regional formats and features, and the caller's own
 * preferences. Regional preferences the caller follows from the organization stay out, so whoever
 * applies it keeps following theirs; privacy stays out (contract/settings-templates.ts).
 */
export function snapshot(db: Db, ctx: Pick<RequestContext, 'organizationId' | 'user'>): SettingsTemplateData {
  const organization = readDocument(db, organizationDataKind, ctx).data;
  const { inherited, privacy: _privacy, ...preferences } = readUserPreferences(db, ctx).data;
  const personal = Object.fromEntries(
    Object.entries(preferences).filter(([field]) => !(inherited as string[]).includes(field)),
  );
  return {
    organization: {
      timezone: organization.timezone,
      currency: organization.currency,
      locale: organization.locale,
      dateFormat: organization.dateFormat,
      timeFormat: organization.timeFormat,
      settings: { ...organization.settings },
    },
    personal: personal as TemplatePersonalSettings,
  };
}
