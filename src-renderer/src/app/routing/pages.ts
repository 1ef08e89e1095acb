import { lazyPage } from './lazy-page';

// Every page is its own chunk: the first download is the shell, each page arrives when opened.
export const SignInPage = lazyPage(() => import('../../features/auth/SignInPage').then((m) => m.SignInPage));
export const SetupPage = lazyPage(() => import('../../features/auth/SetupPage').then((m) => m.SetupPage));
export const OverviewPage = lazyPage(() => import('../../features/overview/OverviewPage').then((m) => m.OverviewPage));
export const RolesPage = lazyPage(() => import('../../features/roles/RolesPage').then((m) => m.RolesPage));
export const TeamPage = lazyPage(() => import('../../features/team/TeamPage').then((m) => m.TeamPage));
export const GeneralSettingsPage = lazyPage(() =>
  import('../../features/organization/GeneralSettingsPage').then((m) => m.GeneralSettingsPage),
);
export const SubscriptionPage = lazyPage(() =>
  import('../../features/subscription/SubscriptionPage').then((m) => m.SubscriptionPage),
);
export const TaxPage = lazyPage(() => import('../../features/tax/TaxPage').then((m) => m.TaxPage));
export const ProfilePage = lazyPage(() =>
  import('../../features/personal/profile/ProfilePage').then((m) => m.ProfilePage),
);
export const SecurityPage = lazyPage(() =>
  import('../../features/personal/security/SecurityPage').then((m) => m.SecurityPage),
);
export const PreferencesPage = lazyPage(() =>
  import('../../features/personal/preferences/PreferencesPage').then((m) => m.PreferencesPage),
);
export const NotificationsPage = lazyPage(() =>
  import('../../features/personal/notifications/NotificationsPage').then((m) => m.NotificationsPage),
);
export const PrivacyPage = lazyPage(() =>
  import('../../features/personal/privacy/PrivacyPage').then((m) => m.PrivacyPage),
);
export const NotAvailablePage = lazyPage(() => import('../../components/NotAvailable').then((m) => m.NotAvailable));
export const NotFoundPage = lazyPage(() => import('../../components/NotFound').then((m) => m.NotFound));
