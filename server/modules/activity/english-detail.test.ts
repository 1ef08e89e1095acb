import { describe, expect, it } from 'vitest';
import { ACTIVITY_DETAILS, detail } from '../../contract/activity-details';
import { REVERT_DETAILS_PREFIX } from './repository';
import { englishDetail } from './english-detail';

describe('activity details in English', () => {
  it('says plain, counted and chosen lines as the log always has', () => {
    expect(englishDetail(detail('activityDetail.preferences.updated'))).toBe('Updated personal preferences');
    expect(englishDetail(detail('activityDetail.tax.rateAdded', { name: 'GST', percentage: 8.125 }))).toBe(
      'Added the tax rate GST (8.125%)',
    );
    expect(englishDetail(detail('activityDetail.account.otherSessionsEnded', { ended: 1 }))).toBe(
      'Ended 1 other session',
    );
    expect(englishDetail(detail('activityDetail.account.passwordChanged', { ended: 0 }))).toBe('Changed password');
    expect(englishDetail(detail('activityDetail.account.passwordChanged', { ended: 2 }))).toBe(
      'Changed password and ended 2 other sessions',
    );
    expect(englishDetail(detail('activityDetail.generic', { action: 'update', section: 'organization' }))).toBe(
      'Update organization settings',
    );
    expect(
      englishDetail(
        detail('activityDetail.notifications.testFailed', { channel: 'sms', to: '+61 400 000 000', reason: 'No' }),
      ),
    ).toBe('Could not send a test SMS to +61 400 000 000: No');
  });

  it('says nested details and lists of them, with grouped numbers', () => {
    const imported = detail('activityDetail.import.withCounts', {
      imported: detail('activityDetail.import.clients', { count: 1950 }),
      counts: [
        detail('activityDetail.import.skipped', { count: 30 }),
        detail('activityDetail.import.merged', { count: 1000 }),
      ],
    });
    expect(englishDetail(imported)).toBe('Imported 1,950 clients: 30 skipped, 1,000 merged');
    const backup = detail('activityDetail.backups.created', {
      name: 'Before {prices}',
      sections: ['organization', 'team'].map((section) => detail('activityDetail.backupSection', { section })),
      encrypted: 'yes',
    });
    // A value is never read as a pattern: braces in a name stay braces.
    expect(englishDetail(backup)).toBe(
      'Created the backup "Before {prices}" (Organization Settings, Team & Permissions, encrypted)',
    );
    const undone = detail('activityDetail.reverted', { detail: detail('activityDetail.businessHours.updated') });
    expect(englishDetail(undone)).toBe('Reverted: Updated business hours');
  });

  it('refuses a detail that lacks a value its line uses', () => {
    expect(() => englishDetail(detail('activityDetail.locations.added'))).toThrow(/name/);
  });

  it('starts every revert with the words the search index looks for', () => {
    expect(ACTIVITY_DETAILS['activityDetail.reverted'].startsWith(REVERT_DETAILS_PREFIX)).toBe(true);
  });
});
