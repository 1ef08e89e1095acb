import type { FastifyInstance } from 'fastify';
import { patchDocument, type DocumentKind } from '../documents/documents';
import { buildTestApp, loginAs } from '../testing/build-test-app';
import { newId } from '../ids';
import type { AppointmentDescription } from './events';
import { memorySenders, type MemorySenders } from './memory-senders';
import { enqueue, type NewMessage } from './outbox';
import type { MessageRow } from './repository';
import { useSenders } from './senders';

/**
 * The engine's tests: the real app (Demo Salon, Australia/Sydney) on a clock the test moves, with
 * in-memory providers. The demo's own queued reminders are set aside so each test sees only the
 * messages it causes.
 */

/** Monday, March 3, 2025, 11:00 in Sydney. */
export const START = new Date('2025-03-03T00:00:00.000Z');
export const HOUR = 3_600_000;
export const MINUTE = 60_000;

export interface EngineKit {
  app: FastifyInstance;
  senders: MemorySenders;
  organizationId: string;
  userIds: Record<'owner' | 'admin' | 'manager' | 'practitioner' | 'receptionist' | 'platform', string>;
  now(): Date;
  setClock(at: Date): void;
  advance(ms: number): void;
  /** A client of Demo Salon made for the test, with an email and a mobile number. */
  addClient(fields?: { email?: string; phone?: string; firstName?: string }): string;
  rows(where?: string, ...params: unknown[]): MessageRow[];
  row(id: string): MessageRow;
  appointment(overrides?: Partial<AppointmentDescription>): AppointmentDescription;
}

type RawRow = Record<string, unknown>;
const CAMEL = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export async function engineKit(options: { emailLookup?: boolean } = {}): Promise<EngineKit> {
  let clock = new Date(START);
  const app = await buildTestApp({ now: () => clock, config: { writeRateLimit: false } });
  const senders = memorySenders(options);
  useSenders(app.deps, senders);
  const sqlite = app.deps.database.sqlite;
  sqlite.prepare("update notification_messages set status = 'cancelled' where status in ('pending', 'sending')").run();
  const roles = ['owner', 'admin', 'manager', 'practitioner', 'receptionist', 'platform'] as const;
  const userIds = Object.fromEntries(roles.map((role) => [role, loginAs(app, role).userId])) as EngineKit['userIds'];
  const organizationId = loginAs(app, 'owner').organizationId;
  // What the test causes comes after everything the demo wrote at START.
  clock = new Date(START.getTime() + 1000);

  const toRow = (raw: RawRow): MessageRow => {
    const row = Object.fromEntries(Object.entries(raw).map(([key, value]) => [CAMEL(key), value])) as RawRow;
    row.metadata = JSON.parse(String(row.metadata)) as unknown;
    row.errorValues = row.errorValues === null ? null : (JSON.parse(String(row.errorValues)) as unknown);
    return row as unknown as MessageRow;
  };
  const rows = (where = '1 = 1', ...params: unknown[]) =>
    (
      sqlite
        .prepare(
          `select * from notification_messages where organization_id = ? and created_at > ? and (${where}) order by created_at, id`,
        )
        .all(organizationId, START.toISOString(), ...params) as RawRow[]
    ).map(toRow);

  let clients = 0;
  const kit: EngineKit = {
    app,
    senders,
    organizationId,
    userIds,
    now: () => clock,
    setClock: (at) => {
      clock = new Date(at);
    },
    advance: (ms) => {
      clock = new Date(clock.getTime() + ms);
    },
    addClient(fields = {}) {
      clients += 1;
      const id = newId();
      sqlite
        .prepare(
          'insert into clients (id, organization_id, first_name, last_name, email, phone, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          id,
          organizationId,
          fields.firstName ?? 'Ana',
          `Lopez${clients}`,
          fields.email ?? `ana${clients}@example.test`,
          fields.phone ?? `+6141200000${clients}`,
          clock.toISOString(),
          clock.toISOString(),
        );
      return id;
    },
    rows,
    row: (id) => {
      const raw = sqlite.prepare('select * from notification_messages where id = ?').get(id) as RawRow | undefined;
      if (!raw) throw new Error(`No message ${id}`);
      return toRow(raw);
    },
    appointment(overrides = {}) {
      const start = new Date(START.getTime() + 3 * 24 * HOUR);
      return {
        id: newId(),
        organizationId,
        start,
        end: new Date(start.getTime() + HOUR),
        timeZone: 'Australia/Sydney',
        client: { id: null, firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.test', phone: '+61412000000' },
        serviceName: 'Balayage',
        practitioner: { userId: userIds.practitioner, name: 'Priya Patel' },
        locationName: 'City',
        ...overrides,
      };
    },
  };
  return kit;
}

type Caller = Parameters<typeof patchDocument>[2];

/** Saves part of a settings document as its owner would (an organization document: whoever saves it). */
export function saveDocument<T extends object>(
  kit: EngineKit,
  kind: DocumentKind<T>,
  patch: Partial<T>,
  userId = kit.userIds.owner,
) {
  const caller = { organizationId: kit.organizationId, user: { id: userId } } as Caller;
  patchDocument(kit.app.deps.db, kind, caller, patch, undefined, kit.now());
}

/** A message written by hand to someone who is neither a client nor on the team (no rules of theirs apply). */
export const handWritten = (kit: EngineKit, overrides: Partial<NewMessage> = {}): NewMessage => ({
  organizationId: kit.organizationId,
  idempotencyKey: `test:${Math.random()}`,
  channel: 'email',
  event: 'custom',
  recipient: 'ana@example.test',
  recipientName: 'Ana Lopez',
  recipientKind: 'other',
  subject: 'Hello',
  content: 'A message written by hand.',
  ...overrides,
});

/** Queues one such message now; its id. */
export const queueMessage = (kit: EngineKit, overrides: Partial<NewMessage> = {}) =>
  enqueue(kit.app.deps.db, handWritten(kit, overrides), kit.now()).id;
