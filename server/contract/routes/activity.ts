import { IdParams } from '../common';
import {
  ActivityExportBody,
  ActivityFilters,
  ActivityPage,
  ActivityQuery,
  ActivityRevertResult,
  ActivitySummary,
} from '../activity';
import { SIGNED_IN } from '../permissions';
import { defineRoute } from './define';

const PATH = '/api/settings/activity';

export const activityRoutes = {
  /** Everyone may call it; what they see is filtered by who they are (activity/service.ts). */
  list: defineRoute({
    method: 'GET',
    path: PATH,
    permission: SIGNED_IN,
    query: ActivityQuery,
    response: ActivityPage,
  }),
  /** The four cards over the same entries the list shows (the same filters, the same visibility). */
  summary: defineRoute({
    method: 'GET',
    path: `${PATH}/summary`,
    permission: SIGNED_IN,
    query: ActivityFilters,
    response: ActivitySummary,
  }),
  /** The filtered log as a JSON or CSV download (a file: no response schema). */
  export: defineRoute({
    method: 'POST',
    path: `${PATH}/export`,
    permission: SIGNED_IN,
    body: ActivityExportBody,
    activity: { section: 'activity', action: 'export' },
  }),
  /**
   * Clear Activity. The log is the organization's audit trail, so clearing it takes the security
   * permission (owner, administrator, manager, or someone granted it); the clearing itself is the
   * one entry left.
   */
  clear: defineRoute({
    method: 'DELETE',
    path: PATH,
    permission: 'manage_security_settings',
    status: 204,
    activity: { section: 'activity', action: 'delete' },
  }),
  /**
   * Undoes one settings change: writes back what it replaced, recorded as a change of its own under
   * the original's section. 409 when the setting has changed since or the entry cannot be undone.
   */
  revert: defineRoute({
    method: 'POST',
    path: `${PATH}/:id/revert`,
    permission: 'manage_organization_settings',
    params: IdParams,
    response: ActivityRevertResult,
    activity: { section: 'activity', action: 'update' },
  }),
};
