import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../contract/common';
import type { SettingsTemplate, SettingsTemplateList } from '../../contract/settings-templates';
import { newId } from '../../ids';
import { call, type Session } from '../../testing/build-test-app';
import { insertTemplate } from './repository';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The settings template routes as a signed-in person calls them (tests only). */
export function settingsTemplateCalls(app: FastifyInstance) {
  const send = <T = SettingsTemplate>(as: Session, method: Method, url: string, payload?: object) =>
    call<T & Partial<ErrorBody>>(app, {
      method,
      url,
      headers: as.headers,
      ...(payload === undefined ? {} : { payload }),
    });
  const at = (id: string) => `/api/settings/templates/${id}`;
  return {
    send,
    list: (as: Session) => send<SettingsTemplateList>(as, 'GET', '/api/settings/templates'),
    create: (as: Session, body: object) => send(as, 'POST', '/api/settings/templates', body),
    usage: (as: Session, id: string) => send(as, 'PATCH', `${at(id)}/usage`),
    favorite: (as: Session, id: string) => send(as, 'PATCH', `${at(id)}/favorite`),
    remove: (as: Session, id: string) => send<object>(as, 'DELETE', at(id)),
    apply: (as: Session, id: string) => send<{ applied: true; recoveryPointId: string }>(as, 'POST', `${at(id)}/apply`),
    /** The official template of that name, as the list shows it to `as`. */
    async official(as: Session, name: string): Promise<SettingsTemplate> {
      const found = (await send<SettingsTemplateList>(as, 'GET', '/api/settings/templates')).body.templates.find(
        (t) => t.isOfficial && t.name === name,
      );
      if (!found) throw new Error(`No official template ${name}`);
      return found;
    },
  };
}

/**
 * A template stored as an older release (or a hand edit) may have left it, past the create
 * route's checks: for the apply's own checks.
 */
export function storeTemplate(app: FastifyInstance, as: Session, data: Record<string, unknown>): string {
  const id = newId();
  const at = new Date().toISOString();
  insertTemplate(app.deps.db, {
    id,
    organizationId: as.organizationId,
    officialKey: null,
    name: 'Stored earlier',
    description: '',
    category: 'custom',
    data,
    isOfficial: false,
    isFavorite: false,
    usageCount: 0,
    createdBy: as.userId,
    createdAt: at,
    updatedAt: at,
  });
  return id;
}

export interface TemplateActivity {
  section: string;
  action: string;
  details: string;
  success: number;
  changes: Record<string, { before: unknown; after: unknown }> | null;
}

/** The organization's activity entries about templates, newest first, read from the table itself. */
export function templateActivity(app: FastifyInstance, as: Session): TemplateActivity[] {
  const rows = app.deps.database.sqlite
    .prepare(
      `select section, action, details, success, changes from activity_log
       where organization_id = ? and section = 'templates' order by created_at desc, id desc`,
    )
    .all(as.organizationId) as (Omit<TemplateActivity, 'changes'> & { changes: string | null })[];
  return rows.map((row) => ({ ...row, changes: row.changes === null ? null : JSON.parse(row.changes) }));
}
