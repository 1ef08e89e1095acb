import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_URL_VARIABLES } from '../../../server/config';
import { GATEWAY_TYPES } from '../../../server/contract/payments';
import { authService } from '../../../server/modules/auth/service';
import { findUser } from '../../../server/modules/team/repository';
import { patchDocument } from '../../../server/documents/documents';
import {
  readSystemConfiguration,
  systemConfigurationKind,
} from '../../../server/modules/system-configuration/document';
import { buildTestApp, loginAs, type DemoRole } from '../../../server/testing/build-test-app';
import { routeSamples } from '../../../server/testing/route-samples';
import type { RouteEntry } from '../../../server/types';
import {
  baselineFor,
  encodeComponent,
  FALLBACK_ID,
  fieldAttacks,
  hostile,
  ODD_TEXT,
  partFor,
  toJsonText,
  toQueryString,
  text,
  type JsonSchema,
} from './inputs';

/**
 * Odd input never reaches a 500 (issue 8). Every registered route is called with requests built
 * from its own schemas (inputs.ts): shaped values that reach the services, mixed with
 * wrong types, out-of-range and non-finite numbers, unpaired surrogates, control and bidi
 * characters, 10k-character text, nesting, broken JSON and odd path parameters, as the owner, an
 * owner of another organization, a receptionist and nobody. Any 5xx fails with the route, the
 * request and the answer. New routes are covered as soon as they are registered.
 */

/**
 * Routes whose every call costs tens of milliseconds get fewer random runs (their examples stay
 * whole): deriving the backup key with scrypt, drawing the two-factor QR code, and the exports,
 * which read a whole list and build its file. (Passwords are hashed at argon2's least cost in the
 * suite: server/testing/setup.ts.)
 */
const SLOW_ROUTES = new Set(['POST /api/users/enable-2fa/generate', 'PUT /api/settings/backups/passphrase']);
const isSlow = (label: string) => SLOW_ROUTES.has(label) || label.endsWith('/export');
/** Port 9 (discard): nothing listens there on a test machine. */
const NOWHERE = 'http://127.0.0.1:9';
/**
 * Random cases per route, on top of the fixed examples, which already meet every field of every
 * route with every attack and send every broken body to every write: the random cases add mixtures
 * of odd values, callers and repeats. Reads are cheap and simple; writes get more, since their input
 * reaches the services. With about 230 routes this makes some 20,000 cases a run, twice what issue 8
 * asks, most of them the examples; FUZZ_SCALE multiplies the random cases for a deeper run
 * (`FUZZ_SCALE=10 npx vitest run tests/api/fuzz-*.test.ts`).
 */
const SCALE = fuzzScale(process.env.FUZZ_SCALE);
const READ_RUNS = Math.round(5 * SCALE);
const WRITE_RUNS = Math.round(20 * SCALE);
const SLOW_RUNS = Math.round(4 * SCALE);
/** Over all shards: the routes are split among test files so two workers share the run. */
const MIN_CASES = 10_000;

function fuzzScale(text: string | undefined): number {
  if (text === undefined || text === '') return 1;
  const scale = Number(text);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`FUZZ_SCALE must be a positive number, not "${text}"`);
  return scale;
}

type Caller = Exclude<DemoRole, 'admin' | 'manager' | 'practitioner' | 'platform'> | 'anonymous';
const CALLERS = fc.oneof(
  { weight: 5, arbitrary: fc.constant<Caller>('owner') },
  { weight: 2, arbitrary: fc.constant<Caller>('otherOwner') },
  { weight: 1, arbitrary: fc.constant<Caller>('receptionist') },
  { weight: 1, arbitrary: fc.constant<Caller>('anonymous') },
);

/** Bodies no JSON encoder would write. */
const BROKEN_JSON = [
  '{"name":',
  '{"name":"x"}trailing',
  '[',
  '',
  '\u0000',
  'NaN',
  '{"a":1e309}',
  '"\\ud800"',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
];
const IF_MATCH = ['"1"', '"2"', '*', 'W/"1"', '"99999999999999999999999"', '"-1"', 'garbage', '""'];

interface FuzzCase {
  caller: Caller;
  /**
   * Send the same request again if the first was accepted: the second meets what the first created
   * (duplicates). A refused write changed nothing, so its repeat would meet the same state.
   */
  twice: boolean;
  params: Record<string, unknown>;
  query: unknown;
  body: unknown;
  rawBody: string | undefined;
  ifMatch: string | undefined;
}

interface RouteSchemas {
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  headers?: JsonSchema;
}

/**
 * Registers the fuzz tests of one shard of the route table (every `shards`-th route from `shard`),
 * on an app of its own: each shard file runs in its own worker.
 */
export async function fuzzRoutes(shard: number, shards: number): Promise<void> {
  const statusClasses: Record<string, number> = {};
  let cases = 0;

  // Built at collection time: the route table is what the tests are generated from.
  // The write limit would answer most cases with 429 before they reach a service.
  // Providers' addresses point at a closed local port: a case that saves a connection (which
  // checks it with the provider) is refused at once instead of reaching out to the internet.
  const app: FastifyInstance = await buildTestApp({
    config: {
      writeRateLimit: false,
      notificationProviderUrls: Object.fromEntries(
        Object.keys(NOTIFICATION_URL_VARIABLES).map((provider) => [provider, NOWHERE]),
      ),
      paymentProviderUrls: Object.fromEntries(GATEWAY_TYPES.map((type) => [type, { live: NOWHERE, test: NOWHERE }])),
    },
  });
  const sessions = new Map<Caller, { userId: string; organizationId: string; authorization: string }>();

  /** A new session for the same person, when a case ended theirs (logout, terminate-all…). */
  function renew(caller: Exclude<Caller, 'anonymous'>): void {
    const known = sessions.get(caller);
    if (!known) {
      const session = loginAs(app, caller);
      sessions.set(caller, { ...session, authorization: session.headers.authorization });
      return;
    }
    // By id, not by email: a case may have changed the person's email through the profile.
    const found = findUser(app.deps.db, known.organizationId, known.userId);
    if (!found) throw new Error(`The ${caller} account is gone`);
    const { token } = authService(app.deps).startSession(found.user, { ip: '127.0.0.1', userAgent: 'fuzz' });
    sessions.set(caller, { ...known, authorization: `Bearer ${token}` });
  }

  /** Ends maintenance mode wherever a case turned it on; answers whether any organization was in it. */
  function endMaintenance(): boolean {
    let ended = false;
    for (const caller of ['owner', 'otherOwner'] as const) {
      const { organizationId, userId } = sessions.get(caller)!;
      if (!readSystemConfiguration(app.deps.db, organizationId).system.maintenanceMode) continue;
      const by = { organizationId, user: { id: userId } } as Parameters<typeof patchDocument>[2];
      patchDocument(
        app.deps.db,
        systemConfigurationKind,
        by,
        { system: { maintenanceMode: false } },
        undefined,
        new Date(),
      );
      ended = true;
    }
    return ended;
  }

  for (const caller of ['owner', 'otherOwner', 'receptionist'] as const) renew(caller);
  // Each sample makes sure its record exists (an Other Spa override, a session to end).
  for (const sample of routeSamples) sample.foreignParams(app);
  /** Ids of real records of both organizations, for id fields anywhere. */
  const ids = (
    app.deps.database.sqlite
      .prepare(
        `select id from roles union all select id from users union all select id from tax_rates
         union all select id from service_tax_overrides union all select id from sessions`,
      )
      .all() as { id: string }[]
  ).map((row) => row.id);

  /** Every `id` anywhere in a JSON answer. */
  function idsIn(value: unknown, found: string[] = []): string[] {
    if (Array.isArray(value)) value.forEach((item) => idsIn(item, found));
    else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === 'id' && typeof item === 'string') found.push(item);
        else idsIn(item, found);
      }
    }
    return found;
  }

  /**
   * Ids for a route's `:id`: what its collection (`/api/roles` for `/api/roles/:id`) lists now for
   * either owner, records created by earlier cases included, or every known id when it lists none.
   */
  async function idsFor(route: RouteEntry): Promise<string[]> {
    const collection = route.url.replace(/\/:[A-Za-z0-9_]+.*$/, '');
    if (collection === route.url) return ids;
    const listed: string[] = [];
    for (const caller of ['owner', 'otherOwner'] as const) {
      const authorization = sessions.get(caller)!.authorization;
      const res = await app.inject({ method: 'GET', url: collection, headers: { authorization } });
      if (res.statusCode === 200) idsIn(res.json(), listed);
    }
    return listed.length > 0 ? listed : ids;
  }

  function paramArbitrary(ids: readonly string[]): fc.Arbitrary<unknown> {
    return fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...ids) },
      { weight: 2, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: fc.constantFrom<unknown>(...ODD_TEXT) },
      { weight: 1, arbitrary: text({ unit: 'binary', maxLength: 60 }) },
      { weight: 1, arbitrary: fc.constantFrom<unknown>(-1, 0, Infinity, 'A3F0C1D2-0000-4000-8000-000000000000') },
    );
  }

  function caseFor(route: RouteEntry, recordIds: readonly string[]): fc.Arbitrary<FuzzCase> {
    const schemas = (route.schema ?? {}) as RouteSchemas;
    const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
    const readOnly = route.method === 'GET' || route.method === 'HEAD';
    const junk = fc.dictionary(fc.constantFrom('page', 'pageSize', 'x', '__proto__', '\uD800'), hostile, {
      maxKeys: 2,
    });
    return fc.record({
      caller: CALLERS,
      twice: readOnly ? fc.constant(false) : fc.boolean(),
      params: fc.record(Object.fromEntries(names.map((name) => [name, paramArbitrary(recordIds)]))),
      query: schemas.querystring
        ? fc.oneof({ weight: 6, arbitrary: partFor(schemas.querystring, ids) }, { weight: 1, arbitrary: junk })
        : fc.option(junk, { nil: undefined, freq: 6 }),
      body: readOnly
        ? fc.constant(undefined)
        : schemas.body
          ? partFor(schemas.body, ids)
          : fc.option(hostile, { nil: undefined, freq: 4 }),
      // Broken bodies are fixed texts: each is sent to every write once, among the examples.
      rawBody: fc.constant(undefined),
      ifMatch: schemas.headers
        ? fc.option(fc.constantFrom(...IF_MATCH), { nil: undefined, freq: 3 })
        : fc.constant(undefined),
    });
  }

  /** Odd path parameters tried on every route that has one. */
  const PARAM_ATTACKS = [
    '\uD800',
    '%00',
    '..',
    '   ',
    'x'.repeat(10_000),
    'A3F0C1D2-0000-4000-8000-000000000000',
    '1e309',
    '-0',
  ];

  /**
   * The cases every run starts with, before the random ones: a plain request for each listed record,
   * then every field of the params, query and body attacked one at a time with each of
   * FIELD_ATTACKS, the rest of the request kept plain so the attacked field is the one checked.
   * An accepted write is sent again, so the second meets the duplicate the first created, and each write
   * gets every body of BROKEN_JSON once.
   */
  function examplesFor(route: RouteEntry, recordIds: readonly string[]): FuzzCase[] {
    const schemas = (route.schema ?? {}) as RouteSchemas;
    const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
    const readOnly = route.method === 'GET' || route.method === 'HEAD';
    const paramsWith = (id: unknown) => Object.fromEntries(names.map((name) => [name, id]));
    const idAt = (i: number) => recordIds[i % Math.max(recordIds.length, 1)] ?? FALLBACK_ID;
    const base: FuzzCase = {
      caller: 'owner',
      twice: !readOnly,
      params: paramsWith(idAt(0)),
      query: schemas.querystring ? baselineFor(schemas.querystring, ids) : undefined,
      body: schemas.body && !readOnly ? baselineFor(schemas.body, ids) : undefined,
      rawBody: undefined,
      ifMatch: undefined,
    };
    const examples: FuzzCase[] = [base];
    if (names.length > 0) {
      recordIds.slice(0, 10).forEach((id) => examples.push({ ...base, params: paramsWith(id) }));
      PARAM_ATTACKS.forEach((attack) => examples.push({ ...base, params: paramsWith(attack) }));
    }
    if (schemas.querystring)
      fieldAttacks(schemas.querystring, ids).forEach((query) => examples.push({ ...base, query }));
    if (schemas.body && !readOnly) {
      fieldAttacks(schemas.body, ids).forEach((body, i) =>
        examples.push({ ...base, body, params: paramsWith(idAt(i)) }),
      );
    }
    if (!readOnly) BROKEN_JSON.forEach((rawBody) => examples.push({ ...base, twice: false, rawBody }));
    return examples;
  }

  function requestOf(route: RouteEntry, c: FuzzCase): InjectOptions {
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
      encodeComponent(String(c.params[name] === undefined ? '' : c.params[name])),
    );
    const headers: Record<string, string> = {};
    if (c.caller !== 'anonymous') headers.authorization = sessions.get(c.caller)!.authorization;
    if (c.ifMatch !== undefined) headers['if-match'] = c.ifMatch;
    const payload = c.rawBody ?? (c.body === undefined ? undefined : toJsonText(c.body));
    if (payload !== undefined) headers['content-type'] = 'application/json';
    return {
      method: route.method as InjectOptions['method'],
      url: `${path}${toQueryString(c.query)}`,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    };
  }

  const routes = app.routeTable.filter((_route, index) => index % shards === shard);
  const minCases = Math.ceil(MIN_CASES / shards);
  describe(`schema-driven fuzzing of every route (shard ${shard + 1} of ${shards})`, () => {
    afterAll(() => app.close());

    it('reads every route with its schemas', () => {
      expect(app.routeTable.length).toBeGreaterThan(50);
      expect(app.routeTable.filter((r) => (r.schema as RouteSchemas | undefined)?.body).length).toBeGreaterThan(10);
    });

    it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
      '%s never answers 5xx',
      async (label, route) => {
        const readOnly = route.method === 'GET' || route.method === 'HEAD';
        // Fresh sessions: the previous route may have ended them (logout, terminate-all).
        for (const caller of ['owner', 'otherOwner', 'receptionist'] as const) renew(caller);
        endMaintenance();
        const recordIds = await idsFor(route);
        const slow = isSlow(label);
        /** Sends one case (twice when it asks and the first was accepted); throws on a 5xx. */
        const send = async (c: FuzzCase) => {
          const request = requestOf(route, c);
          for (let attempt = c.twice ? 2 : 1; attempt > 0; attempt -= 1) {
            const res = await app.inject(request);
            cases += 1;
            const statusClass = `${Math.floor(res.statusCode / 100)}xx`;
            statusClasses[statusClass] = (statusClasses[statusClass] ?? 0) + 1;
            // An earlier case put an organization in maintenance (System Configuration): its 503
            // is the answer the spec asks for. Maintenance ends so the next cases reach the services.
            if (res.statusCode === 503 && endMaintenance()) continue;
            if (res.statusCode >= 500) {
              const shown = JSON.stringify(request, null, 1);
              const cut = shown.length > 4000 ? `${shown.slice(0, 4000)}…` : shown;
              throw new Error(`${label} answered ${res.statusCode} ${res.body}\nrequest: ${cut}`);
            }
            // An earlier case may have ended the session (logout, terminate-all, a session deleted).
            if (res.statusCode === 401 && c.caller !== 'anonymous') renew(c.caller);
            // A refused write left the data as it was: the same request again would be answered the
            // same way. Two in five cases of a run were such repeats before.
            if (res.statusCode >= 300) break;
          }
        };
        // The fixed examples first, in a plain loop: given to fast-check as `examples`, each of their
        // long texts was tokenized for shrinking, about 2 s of a shard's 13. A failing example is
        // already the smallest request that shows its field's fault.
        for (const example of examplesFor(route, recordIds)) await send(example);
        await fc.assert(fc.asyncProperty(caseFor(route, recordIds), send), {
          numRuns: slow ? SLOW_RUNS : readOnly ? READ_RUNS : WRITE_RUNS,
        });
      },
    );

    it(`ran at least ${minCases} cases`, () => {
      console.log(`fuzz: ${cases} cases over ${routes.length} routes; answers by class`, statusClasses);
      expect(cases).toBeGreaterThanOrEqual(minCases);
    });
  });
}
