import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../contract/common';
import { newId } from '../../ids';
import { call, type Session } from '../../testing/build-test-app';
import { authService } from '../auth/service';
import { findOrganizationBySlug } from '../organizations/repository';
import { insertRole } from '../roles/repository';
import { findUserByEmail, insertUser } from '../team/repository';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls as a signed-in person makes them (tests only): the parsed body beside status and headers. */
export function apiCalls(app: FastifyInstance, owner: Session) {
  return <T>(method: Method, url: string, payload?: unknown, options: { ifMatch?: string; session?: Session } = {}) =>
    call<T & ErrorBody>(app, {
      method,
      url,
      headers: { ...(options.session ?? owner).headers, ...(options.ifMatch ? { 'if-match': options.ifMatch } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/**
 * A member of Demo Salon holding a role of this name (a client viewer, a client, a custom role),
 * signed in. The demo has none below the receptionist, and the roles page refuses to create a
 * custom role with a known role's name, so the role row is written directly.
 */
export function sessionWithRole(app: FastifyInstance, roleName: string, permissions: string[] = []): Session {
  const { db } = app.deps;
  const organizationId = findOrganizationBySlug(db, 'demo-salon')!.id;
  const roleId = newId();
  insertRole(db, { id: roleId, organizationId, name: roleName, customPermissions: permissions });
  const email = `${roleName.replace(/\W+/g, '-').toLowerCase()}-${roleId.slice(-6)}@demo.test`;
  insertUser(db, {
    id: newId(),
    organizationId,
    roleId,
    email,
    passwordHash: null,
    firstName: 'Low',
    lastName: 'Rank',
    passwordChangedAt: new Date().toISOString(),
  });
  const user = findUserByEmail(db, email)!;
  const { token } = authService(app.deps).startSession(user, { ip: '127.0.0.1', userAgent: 'vitest' });
  return { token, userId: user.id, organizationId, headers: { authorization: `Bearer ${token}` } };
}

/** The raw rows of a table for one organization, for asserting what was (or was not) stored. */
export function storedRows(app: FastifyInstance, table: 'clients' | 'products', organizationId: string) {
  return app.deps.database.sqlite
    .prepare(`select * from ${table} where organization_id = ? order by created_at, id`)
    .all(organizationId) as Record<string, unknown>[];
}
