import { Type, type Static } from 'typebox';
import { ActivityDetailAnswer } from './activity';
import { Id, Strict } from './common';

/** GET /api/settings/overview: the settings overview's figures, all counted from the database. */
export const OverviewResponse = Strict({
  /** Active team users of the organization. */
  activeUsers: Type.Integer(),
  /** Subscription tier of the organization; FREE when it has none. */
  planType: Type.String(),
  /** When a settings change last succeeded (ISO), or null if never. */
  lastUpdated: Type.Union([Type.String(), Type.Null()]),
  recentChanges: Type.Array(
    Strict({
      id: Id,
      section: Type.String(),
      action: Type.String(),
      details: Type.String(),
      /** What `details` says, as a message key and values, for the reader's language (our addition). */
      detail: ActivityDetailAnswer,
      /** Who made it, or null when they are no longer on the team. */
      userName: Type.Union([Type.String(), Type.Null()]),
      createdAt: Type.String(),
    }),
  ),
  /** Database file plus uploaded files, in bytes. */
  storageUsedBytes: Type.Integer(),
  /** API requests the server answered for this organization this calendar month (UTC). */
  apiCallsThisMonth: Type.Integer(),
});
export type OverviewResponse = Static<typeof OverviewResponse>;
