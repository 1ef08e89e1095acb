import { Type, type Static } from 'typebox';
import { Id, Labelled, Strict, TextField } from './common';
import { OrganizationDocument, OrganizationFeatures } from './organization';
import { UserPreferencesPatch } from './preferences';

/**
 * Settings templates (spec part 3 §2 "Settings Templates", §3 "Settings template", §5, §6, §7;
 * issue 17): a named set of organization settings and personal preferences that can be applied in
 * one step. The official business-type templates are the same in every organization.
 */

export const SETTINGS_TEMPLATE_CATEGORIES = ['business-type', 'workflow', 'custom'] as const;
export type SettingsTemplateCategory = (typeof SETTINGS_TEMPLATE_CATEGORIES)[number];

export const SETTINGS_TEMPLATE_NAME_MAX_LENGTH = 100;
export const SETTINGS_TEMPLATE_DESCRIPTION_MAX_LENGTH = 500;

const partial = <T extends Parameters<typeof Type.Partial>[0]>(schema: T) =>
  Type.Partial(schema, { additionalProperties: false });

const org = OrganizationDocument.properties;

/**
 * The organization settings a template may hold: how the business works (regional formats and the
 * feature switches), never who it is. Its name, description, contact details, address and
 * registration and tax numbers stay out: every member can read templates, while those fields are
 * for manage_organization_settings only, and they are nothing another business could reuse.
 */
export const TemplateOrganizationSettings = partial(
  Strict({
    timezone: org.timezone,
    currency: org.currency,
    locale: org.locale,
    dateFormat: org.dateFormat,
    timeFormat: org.timeFormat,
    settings: Labelled('Features', partial(OrganizationFeatures)),
  }),
);
export type TemplateOrganizationSettings = Static<typeof TemplateOrganizationSettings>;

const { privacy: _privacy, ...personalFields } = UserPreferencesPatch.properties;

/**
 * The personal preferences a template may hold: a part of POST /api/settings/user's body (a
 * regional field sent as null follows the organization again). Privacy choices stay out: applying
 * someone else's template must not make the caller's phone number or profile visible.
 */
export const TemplatePersonalSettings = Strict(personalFields);
export type TemplatePersonalSettings = Static<typeof TemplatePersonalSettings>;

/** {organization, personal}: what applying the template writes. */
export const SettingsTemplateData = Strict({
  organization: Labelled('Organization settings', TemplateOrganizationSettings),
  personal: Labelled('Personal preferences', TemplatePersonalSettings),
});
export type SettingsTemplateData = Static<typeof SettingsTemplateData>;

export const SettingsTemplate = Strict({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  category: Type.Enum([...SETTINGS_TEMPLATE_CATEGORIES]),
  data: SettingsTemplateData,
  isOfficial: Type.Boolean(),
  /**
   * An official template's key ('hair-salon'…), which the screens name and describe it by in the
   * reader's language (our addition); null for an organization's own.
   */
  officialKey: Type.Union([Type.String(), Type.Null()]),
  isFavorite: Type.Boolean(),
  usageCount: Type.Integer(),
  /** null for the official templates (and for a template whose author was removed). */
  createdBy: Type.Union([Strict({ id: Id, firstName: Type.String(), lastName: Type.String() }), Type.Null()]),
  createdAt: Type.String(),
});
export type SettingsTemplate = Static<typeof SettingsTemplate>;

export const SettingsTemplateList = Strict({ templates: Type.Array(SettingsTemplate) });
export type SettingsTemplateList = Static<typeof SettingsTemplateList>;

/**
 * The create dialog's fields. A blank name is refused by the service with the spec's words
 * ('Please enter a name for your template', code TEMPLATE_NAME_REQUIRED: the page titles it
 * 'Template name required'). Without `data`, the template is the current settings: the
 * organization's and the caller's own preferences.
 */
export const CreateSettingsTemplateBody = Strict({
  name: TextField({ label: 'Template name', maxLength: SETTINGS_TEMPLATE_NAME_MAX_LENGTH }),
  description: Type.Optional(
    TextField({ label: 'Description', maxLength: SETTINGS_TEMPLATE_DESCRIPTION_MAX_LENGTH, multiline: true }),
  ),
  category: Labelled('Category', Type.Enum([...SETTINGS_TEMPLATE_CATEGORIES])),
  data: Type.Optional(
    Labelled(
      'Template settings',
      Strict({
        organization: Type.Optional(Labelled('Organization settings', TemplateOrganizationSettings)),
        personal: Type.Optional(Labelled('Personal preferences', TemplatePersonalSettings)),
      }),
    ),
  ),
});
export type CreateSettingsTemplateBody = Static<typeof CreateSettingsTemplateBody>;

/** POST /api/settings/templates/{id}/apply: the recovery point taken first undoes it. */
export const ApplySettingsTemplateResult = Strict({
  applied: Type.Literal(true),
  recoveryPointId: Id,
});
export type ApplySettingsTemplateResult = Static<typeof ApplySettingsTemplateResult>;
