import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';

// The signed-in person's own account (the server's `account` area): Profile and Security.

export const profileSection: SettingsSection = {
  path: 'personal/profile',
  titleId: 'section.personal.profile',
  icon: 'person',
  group: 'personal',
  page: lazyPage(() => import('./profile/ProfilePage').then((m) => m.ProfilePage)),
  shortcut: 'p',
  keywords: [
    { labelId: 'profile.photo.title', termsId: 'search.terms.profilePhoto', fieldId: 'profile-photo-input' },
    { labelId: 'profile.field.email', fieldId: 'profile-email' },
    { labelId: 'profile.field.phone', fieldId: 'profile-phone' },
    { labelId: 'profile.field.jobTitle', fieldId: 'profile-jobTitle' },
    { labelId: 'profile.field.bio', fieldId: 'profile-bio' },
  ],
};

export const securitySection: SettingsSection = {
  path: 'personal/security',
  titleId: 'section.personal.security',
  icon: 'lock',
  group: 'personal',
  page: lazyPage(() => import('./security/SecurityPage').then((m) => m.SecurityPage)),
  shortcut: 's',
  keywords: [
    { labelId: 'security.password.title', termsId: 'search.terms.password', fieldId: 'change-password' },
    { labelId: 'security.twoFactor.title', termsId: 'search.terms.twoFactor', fieldId: 'two-factor-switch' },
    { labelId: 'security.sessions.title', termsId: 'search.terms.sessions', fieldId: 'security-sessions' },
  ],
};
