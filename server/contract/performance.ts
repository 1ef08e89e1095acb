import { Type, type Static, type TSchema } from 'typebox';
import { Id, Strict } from './common';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One route's response times over the last hour, from the in-memory histogram. */
export const RouteTiming = Strict({
  /** `GET /api/clients/:id`: method and pattern, never a raw URL. */
  route: Type.String(),
  count: Type.Integer(),
  /** Upper bound of the histogram bucket the percentile falls in, in milliseconds. */
  p50Ms: Type.Number(),
  p95Ms: Type.Number(),
});
export type RouteTiming = Static<typeof RouteTiming>;

/** A 5xx answer this server gave (the last 50 of the process; an owner sees their organization's). */
export const ServerError = Strict({
  at: Type.String(),
  method: Type.String(),
  route: Type.String(),
  statusCode: Type.Integer(),
  message: Type.String(),
  /** The id the server log names the failure by. */
  requestId: Type.String(),
});
export type ServerError = Static<typeof ServerError>;

export const DatabaseHealthFigures = Strict({
  quickCheck: Strict({
    ok: Type.Boolean(),
    /** SQLite's answer: 'ok' or the problems found. */
    result: Type.String(),
    /** When it ran: it runs at most once a minute. */
    checkedAt: Type.String(),
  }),
  inMemory: Type.Boolean(),
  /** page_count × page_size. */
  sizeBytes: Type.Integer(),
  /** The write-ahead log on disk; null for an in-memory database, which has none. */
  walBytes: Nullable(Type.Integer()),
  lastCheckpoint: Nullable(
    Strict({
      at: Type.String(),
      busy: Type.Boolean(),
      logFrames: Type.Integer(),
      checkpointedFrames: Type.Integer(),
    }),
  ),
});
export type DatabaseHealthFigures = Static<typeof DatabaseHealthFigures>;

/** An organization's files and rows. */
export const OrganizationStorage = Strict({
  organizationId: Id,
  name: Type.String(),
  uploadsBytes: Type.Integer(),
  rows: Strict({
    clients: Type.Integer(),
    appointments: Type.Integer(),
    services: Type.Integer(),
    activity: Type.Integer(),
  }),
});
export type OrganizationStorage = Static<typeof OrganizationStorage>;

/** GET /api/system/performance: the performance monitor's figures, all measured, none simulated. */
export const PerformanceResponse = Strict({
  generatedAt: Type.String(),
  /** System Configuration's "Performance monitoring": off, no response times or errors are shown. */
  monitoringEnabled: Type.Boolean(),
  responseTimes: Strict({ windowMinutes: Type.Integer(), routes: Type.Array(RouteTiming) }),
  errors: Type.Array(ServerError),
  database: DatabaseHealthFigures,
  storage: Strict({
    organization: OrganizationStorage,
    /** The other organizations, for a platform admin; null for everyone else. */
    others: Nullable(Type.Array(OrganizationStorage)),
  }),
  process: Strict({
    rssBytes: Type.Integer(),
    heapUsedBytes: Type.Integer(),
    heapTotalBytes: Type.Integer(),
    externalBytes: Type.Integer(),
    uptimeSeconds: Type.Number(),
    nodeVersion: Type.String(),
  }),
  notificationQueue: Strict({ pending: Type.Integer(), failed: Type.Integer() }),
});
export type PerformanceResponse = Static<typeof PerformanceResponse>;
