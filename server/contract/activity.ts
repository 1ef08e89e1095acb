import { Type, type Static } from 'typebox';
import { Id, Labelled, Page, PageQuery, Strict } from './common';

/** Spec part 3, "Settings activity entry". */
export const ACTIVITY_SECTIONS = [
  'organization',
  'personal',
  'profile',
  'security',
  'notifications',
  'privacy',
  'branding',
  'financial',
  'team',
  'services',
  'locations',
  'clients',
  'products',
  'integrations',
  'templates',
  'backup',
  'activity',
  'help',
  'performance',
] as const;
export type ActivitySection = (typeof ACTIVITY_SECTIONS)[number];

export const ACTIVITY_ACTIONS = ['view', 'create', 'update', 'delete', 'export', 'import'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_DATE_RANGES = ['today', 'week', 'month'] as const;

const literals = <const T extends string[]>(values: readonly [...T]) => Type.Enum([...values] as [...T]);

/** The longest search the list accepts: a search box, not a document. */
export const ACTIVITY_SEARCH_MAX = 200;

/**
 * What narrows the log: the four filters of the screen and its search box. The list, the summary
 * cards and the export take the same ones, so the cards and the file always match the list.
 * The search matches the details and the author's email, first and last name, case-insensitively.
 */
const ActivityFilterFields = {
  section: Type.Optional(Labelled('Section', literals(ACTIVITY_SECTIONS))),
  action: Type.Optional(Labelled('Action', literals(ACTIVITY_ACTIONS))),
  dateRange: Type.Optional(Labelled('Date range', literals(ACTIVITY_DATE_RANGES))),
  success: Type.Optional(Labelled('Result', literals(['success', 'failed'] as const))),
  search: Type.Optional(Labelled('Search', Type.String({ maxLength: ACTIVITY_SEARCH_MAX }))),
};

export const ActivityFilters = Strict(ActivityFilterFields);
export type ActivityFilters = Static<typeof ActivityFilters>;

export const ActivityQuery = Strict({ ...ActivityFilterFields, ...PageQuery });
export type ActivityQuery = Static<typeof ActivityQuery>;

/**
 * The four cards over the filtered log. Actions count what happened, so an entry standing for a
 * failure repeated 100 times (repeatCount) counts 100; Active Users counts distinct authors.
 */
export const ActivitySummary = Strict({
  totalActions: Type.Integer({ minimum: 0 }),
  activeUsers: Type.Integer({ minimum: 0 }),
  /** The section with the most actions (ties: the first by name), or null for an empty log. */
  mostActiveSection: Type.Union([Type.String(), Type.Null()]),
  failedActions: Type.Integer({ minimum: 0 }),
});
export type ActivitySummary = Static<typeof ActivitySummary>;

export const ACTIVITY_EXPORT_FORMATS = ['json', 'csv'] as const;
export type ActivityExportFormat = (typeof ACTIVITY_EXPORT_FORMATS)[number];

/** Export Activity: the filtered log as a file; JSON (the spec's download) unless CSV is asked for. */
export const ActivityExportBody = Strict({
  format: Type.Optional(Labelled('Format', literals(ACTIVITY_EXPORT_FORMATS))),
  ...ActivityFilterFields,
});
export type ActivityExportBody = Static<typeof ActivityExportBody>;

/**
 * An entry's detail as the API answers it, or null for an entry that has none. The key is a plain
 * string there: a reader shows `details` for a key it does not know (one added by a later release).
 */
export const ActivityDetailAnswer = Type.Union([
  Strict({ key: Type.String(), values: Type.Record(Type.String(), Type.Unknown()) }),
  Type.Null(),
]);

export const ActivityEntry = Strict({
  id: Id,
  userId: Type.Union([Id, Type.Null()]),
  user: Type.Union([Strict({ firstName: Type.String(), lastName: Type.String(), email: Type.String() }), Type.Null()]),
  section: Type.String(),
  action: Type.String(),
  details: Type.String(),
  /** What `details` says, as a message key and values, for the reader's language (our addition). */
  detail: ActivityDetailAnswer,
  success: Type.Boolean(),
  errorMessage: Type.Union([Type.String(), Type.Null()]),
  /**
   * A failure's code (contract/error-codes.ts), so a reader can say a coded refusal in their own
   * language (our addition). A plain string here, as `detail.key` is: a code from a later release
   * is shown by its `errorMessage`.
   */
  errorCode: Type.Union([Type.String(), Type.Null()]),
  ipAddress: Type.String(),
  createdAt: Type.String(),
  changes: Type.Union([
    Type.Record(Type.String(), Strict({ before: Type.Unknown(), after: Type.Unknown() })),
    Type.Null(),
  ]),
  /** How many times this happened: identical failures in a row are kept as one entry. */
  repeatCount: Type.Integer({ minimum: 1 }),
  /** When it last happened again (ISO), or null while it happened once. */
  lastRepeatedAt: Type.Union([Type.String(), Type.Null()]),
  /**
   * Whether the caller can undo this change in one click now (POST .../{id}/revert): a successful
   * settings change that is not yet reverted, whose setting still holds what it set, by someone
   * allowed to.
   */
  canRevert: Type.Boolean(),
  /** On the entry of a revert: the entry it undid. */
  revertOf: Type.Union([Id, Type.Null()]),
  /** The entry that undid this one, or null. */
  revertedBy: Type.Union([Id, Type.Null()]),
});
export type ActivityEntry = Static<typeof ActivityEntry>;

export const ActivityPage = Page(ActivityEntry);
export type ActivityPage = Static<typeof ActivityPage>;

/** A revert's answer: the entry it is recorded as, the entry it undid, and what it changed back. */
export const ActivityRevertResult = Strict({
  id: Id,
  revertOf: Id,
  section: Type.String(),
  details: Type.String(),
  detail: ActivityDetailAnswer,
  changes: Type.Record(Type.String(), Strict({ before: Type.Unknown(), after: Type.Unknown() })),
});
export type ActivityRevertResult = Static<typeof ActivityRevertResult>;
