import { lazyPage } from './lazy-page';

// Every page is its own chunk: the first download is the shell, each page arrives when opened.
export const SignInPage = lazyPage(() => import('../../features/auth/SignInPage').then((m) => m.SignInPage));
export const SetupPage = lazyPage(() => import('../../features/auth/SetupPage').then((m) => m.SetupPage));
export const OverviewPage = lazyPage(() => import('../../features/overview/OverviewPage').then((m) => m.OverviewPage));
export const RolesPage = lazyPage(() => import('../../features/roles/RolesPage').then((m) => m.RolesPage));
export const TeamPage = lazyPage(() => import('../../features/team/TeamPage').then((m) => m.TeamPage));
export const NotAvailablePage = lazyPage(() => import('../../components/NotAvailable').then((m) => m.NotAvailable));
export const NotFoundPage = lazyPage(() => import('../../components/NotFound').then((m) => m.NotFound));
