import { IdParams } from '../common';
import { SIGNED_IN } from '../permissions';
import {
  ApplySettingsTemplateResult,
  CreateSettingsTemplateBody,
  SettingsTemplate,
  SettingsTemplateList,
} from '../settings-templates';
import { defineRoute } from './define';

/**
 * Settings templates (spec part 3 §7, issue 17). Every member may look at them (the spec shows
 * the page to all); making, marking, deleting and applying one change the organization's
 * settings or its shared list, so they need manage_organization_settings, the permission of the
 * settings a template writes. Deleting is further limited to the template's author (§6).
 */
const permission = 'manage_organization_settings';
const templates = (action: 'create' | 'update' | 'delete') => ({ section: 'templates', action }) as const;
const TEMPLATE = '/api/settings/templates/:id';

export const settingsTemplatesRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/settings/templates',
    permission: SIGNED_IN,
    response: SettingsTemplateList,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/settings/templates',
    permission,
    body: CreateSettingsTemplateBody,
    response: SettingsTemplate,
    status: 201,
    activity: templates('create'),
  }),
  /** The spec's page counts a use after applying; POST .../apply already counts its own. */
  usage: defineRoute({
    method: 'PATCH',
    path: `${TEMPLATE}/usage`,
    permission,
    params: IdParams,
    response: SettingsTemplate,
  }),
  favorite: defineRoute({
    method: 'PATCH',
    path: `${TEMPLATE}/favorite`,
    permission,
    params: IdParams,
    response: SettingsTemplate,
    activity: templates('update'),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: TEMPLATE,
    permission,
    params: IdParams,
    status: 204,
    activity: templates('delete'),
  }),
  /**
   * Takes a recovery point, writes the template's organization settings and the caller's
   * preferences in one transaction, counts the use.
   */
  apply: defineRoute({
    method: 'POST',
    path: `${TEMPLATE}/apply`,
    permission,
    params: IdParams,
    response: ApplySettingsTemplateResult,
    activity: templates('update'),
  }),
};
