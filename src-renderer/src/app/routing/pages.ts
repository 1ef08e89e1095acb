import { lazyPage } from './lazy-page';

// Every page is its own chunk: the first download is the shell, each page arrives when opened. The
// settings areas' pages are declared by their feature folders (features/<area>/section.ts); these
// are the pages outside the areas.
export const SignInPage = lazyPage(() => import('../../features/auth/SignInPage').then((m) => m.SignInPage));
export const SetupPage = lazyPage(() => import('../../features/auth/SetupPage').then((m) => m.SetupPage));
export const InvitationPage = lazyPage(() => import('../invitation/InvitationPage').then((m) => m.InvitationPage));
export const NotAvailablePage = lazyPage(() => import('../../components/NotAvailable').then((m) => m.NotAvailable));
/** The Performance Monitor's Timezone Checker, at /{organizationSlug}/timezone-checker (not a menu entry). */
export const TimezoneCheckerPage = lazyPage(() =>
  import('../../features/timezone-checker/TimezoneCheckerPage').then((m) => m.TimezoneCheckerPage),
);
export const NotFoundPage = lazyPage(() => import('../../components/NotFound').then((m) => m.NotFound));
