import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import type { ErrorBody } from '../../contract/common';
import { DEFAULT_LOCATION_HOURS, type LocationHours } from '../../contract/locations';
import type { PractitionerProfile, WorkingHours } from '../../contract/practitioners';
import type { RoleSummary, TeamUser } from '../../contract/team';
import { locations } from '../../db/schema';
import { newId } from '../../ids';
import { buildTestApp, call, DEMO_EMAILS, loginAs, type Session } from '../../testing/build-test-app';
import { listServices } from '../services/repository';
import { findUserByEmail } from './repository';

export type Answer = ErrorBody & TeamUser & PractitionerProfile;

export const CLOSED = { isOpen: false, slots: [] };
export const day = (...slots: [string, string][]) => ({
  isOpen: true,
  slots: slots.map(([start, end]) => ({ start, end })),
});
/** Works Monday 10:00-14:00 only. */
export const MONDAYS: WorkingHours = {
  monday: day(['10:00', '14:00']),
  tuesday: CLOSED,
  wednesday: CLOSED,
  thursday: CLOSED,
  friday: CLOSED,
  saturday: CLOSED,
  sunday: CLOSED,
};

export const profileUrl = (id: string) => `/api/team/users/${id}/practitioner`;

/**
 * A fresh app per test (the demo data, no write limit) with the owner, the role ids by name, both
 * demo organizations' ids, and the calls the practitioner tests make.
 */
export function practitionersFixture() {
  const state = {} as {
    app: FastifyInstance;
    owner: Session;
    roles: Map<string, string>;
    demoSalon: string;
    otherSpa: string;
  };
  beforeEach(async () => {
    state.app = await buildTestApp({ config: { writeRateLimit: false } });
    state.owner = loginAs(state.app, 'owner');
    state.demoSalon = state.owner.organizationId;
    state.otherSpa = findUserByEmail(state.app.deps.db, DEMO_EMAILS.otherOwner)!.organizationId;
    const list = await call<{ items: RoleSummary[] }>(state.app, {
      method: 'GET',
      url: '/api/roles',
      headers: state.owner.headers,
    });
    state.roles = new Map(list.body.items.map((r) => [r.name, r.id]));
  });
  afterEach(() => state.app.close());

  const send = (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, ifMatch?: string) =>
    call<Answer>(state.app, {
      method,
      url,
      headers: { ...session.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      ...(payload ? { payload } : {}),
    });
  const team = async () =>
    (
      await call<{ items: TeamUser[] }>(state.app, {
        method: 'GET',
        url: '/api/team/users',
        headers: state.owner.headers,
      })
    ).body.items;

  return {
    state,
    send,
    team,
    member: async (email: string) => (await team()).find((u) => u.email === email)!,
    signIn: (email: string, password: string) =>
      call<ErrorBody>(state.app, { method: 'POST', url: '/api/auth/login', payload: { email, password } }),
    addMember: (email: string, role = 'practitioner', session?: Session) =>
      send(session ?? state.owner, 'POST', '/api/team/users', {
        email,
        firstName: 'Sam',
        lastName: 'Stone',
        roleId: state.roles.get(role),
      }),
    /** A location written straight to the table: the team module only reads locations. */
    addLocation(organizationId: string, hours: LocationHours = DEFAULT_LOCATION_HOURS): string {
      const id = newId();
      const at = new Date().toISOString();
      state.app.deps.db
        .insert(locations)
        .values({ id, organizationId, name: `Place ${id.slice(-4)}`, hours, createdAt: at, updatedAt: at })
        .run();
      return id;
    },
    demoServices: () => listServices(state.app.deps.db, state.demoSalon).map((s) => s.id),
    activity: async () =>
      (
        await call<{ items: { details: string; changes: Record<string, unknown> | null; success: boolean }[] }>(
          state.app,
          { method: 'GET', url: '/api/settings/activity?section=team', headers: state.owner.headers },
        )
      ).body.items,
  };
}
