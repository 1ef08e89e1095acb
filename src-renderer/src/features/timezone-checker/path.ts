import { rootPath } from '../../app/routing/paths';

/** The Timezone Checker sits outside settings, at /{organizationSlug}/timezone-checker (part 3 §2). */
export const TIMEZONE_CHECKER = 'timezone-checker';

export const timezoneCheckerPath = (organizationSlug: string) => rootPath(organizationSlug, TIMEZONE_CHECKER);
