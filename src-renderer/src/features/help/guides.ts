import type { MessageId } from '../../i18n/en';

/** The chips above the guides, in order. */
export const GUIDE_CATEGORIES = [
  'gettingStarted',
  'team',
  'bookings',
  'payments',
  'communication',
  'security',
] as const;
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];

export type Difficulty = 'beginner' | 'intermediate' | 'advanced';

/**
 * A guide (spec part 3 §3 "Help content"): its words live in the catalogs under
 * `help.guide.<id>.title|description|tags|step<n>` so every language has them (catalogs.test.ts),
 * and `section` is the settings path of the screen it walks through, which the guide links to.
 */
export interface Guide {
  id: string;
  category: GuideCategory;
  difficulty: Difficulty;
  /** Minutes, 3 to 20. */
  timeToRead: number;
  /** How many numbered steps it has: `step1` … `step<steps>`. */
  steps: number;
  section: string;
}

export const GUIDES: readonly Guide[] = [
  {
    id: 'businessDetails',
    category: 'gettingStarted',
    difficulty: 'beginner',
    timeToRead: 5,
    steps: 5,
    section: 'organization/general',
  },
  {
    id: 'serviceMenu',
    category: 'gettingStarted',
    difficulty: 'beginner',
    timeToRead: 8,
    steps: 6,
    section: 'organization/services',
  },
  {
    id: 'locations',
    category: 'gettingStarted',
    difficulty: 'intermediate',
    timeToRead: 7,
    steps: 5,
    section: 'organization/locations',
  },
  { id: 'team', category: 'team', difficulty: 'beginner', timeToRead: 6, steps: 5, section: 'staff' },
  { id: 'customRole', category: 'team', difficulty: 'advanced', timeToRead: 10, steps: 5, section: 'roles' },
  {
    id: 'onlineBooking',
    category: 'bookings',
    difficulty: 'intermediate',
    timeToRead: 12,
    steps: 6,
    section: 'organization/booking',
  },
  {
    id: 'paymentGateway',
    category: 'payments',
    difficulty: 'intermediate',
    timeToRead: 10,
    steps: 5,
    section: 'organization/financial',
  },
  {
    id: 'taxRates',
    category: 'payments',
    difficulty: 'beginner',
    timeToRead: 4,
    steps: 5,
    section: 'organization/tax',
  },
  {
    id: 'messageTemplates',
    category: 'communication',
    difficulty: 'intermediate',
    timeToRead: 9,
    steps: 5,
    section: 'organization/system-templates',
  },
  {
    id: 'twoFactor',
    category: 'security',
    difficulty: 'beginner',
    timeToRead: 3,
    steps: 4,
    section: 'personal/security',
  },
];

// The ids are built from the guide's id: the catalog test and guides.test.ts check each exists.
export const guideTitleId = (guide: Guide) => `help.guide.${guide.id}.title` as MessageId;
export const guideDescriptionId = (guide: Guide) => `help.guide.${guide.id}.description` as MessageId;
export const guideTagsId = (guide: Guide) => `help.guide.${guide.id}.tags` as MessageId;
export const guideStepIds = (guide: Guide): MessageId[] =>
  Array.from({ length: guide.steps }, (_, index) => `help.guide.${guide.id}.step${index + 1}` as MessageId);

export const findGuide = (id: string | null): Guide | undefined => GUIDES.find((guide) => guide.id === id);
