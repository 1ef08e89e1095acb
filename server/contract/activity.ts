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

export const ActivityQuery = Strict({
  section: Type.Optional(Labelled('Section', literals(ACTIVITY_SECTIONS))),
  action: Type.Optional(Labelled('Action', literals(ACTIVITY_ACTIONS))),
  dateRange: Type.Optional(Labelled('Date range', literals(ACTIVITY_DATE_RANGES))),
  success: Type.Optional(Labelled('Result', literals(['success', 'failed'] as const))),
  ...PageQuery,
});
export type ActivityQuery = Static<typeof ActivityQuery>;

export const ActivityEntry = Strict({
  id: Id,
  userId: Type.Union([Id, Type.Null()]),
  user: Type.Union([Strict({ firstName: Type.String(), lastName: Type.String(), email: Type.String() }), Type.Null()]),
  section: Type.String(),
  action: Type.String(),
  details: Type.String(),
  success: Type.Boolean(),
  errorMessage: Type.Union([Type.String(), Type.Null()]),
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
});
export type ActivityEntry = Static<typeof ActivityEntry>;

export const ActivityPage = Page(ActivityEntry);
export type ActivityPage = Static<typeof ActivityPage>;
