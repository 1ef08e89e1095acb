import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION_HOURS, type Location } from '../../../../server/contract/locations';
import type { OrganizationRegionalSettings } from '../../../../server/contract/organization';
import { DEFAULT_USER_PREFERENCES, type UserPreferences } from '../../../../server/contract/preferences';
import { queryKeys } from '../../api/query-keys';
import { htmlText, renderPage } from '../../testing/render-page';
import { computerTimeZone, TimezoneCheckerPage } from './TimezoneCheckerPage';
import { offsetMinutes } from './zones';

/**
 * The Timezone Checker as it first renders from the organization's regional settings, the user's
 * preferences and the locations already read: the clocks side by side and the warning.
 */
const PATH = '/studio/timezone-checker';

const HERE = computerTimeZone();
/** A zone at another offset than this computer's right now, whatever zone the tests run in. */
const ELSEWHERE = ['Asia/Kolkata', 'Pacific/Chatham'].find(
  (zone) => offsetMinutes(zone, new Date()) !== offsetMinutes(HERE, new Date()),
)!;

const regional = (timezone: string): OrganizationRegionalSettings => ({
  timezone,
  dateFormat: 'MM/DD/YYYY',
  timeFormat: '12h',
  currency: 'USD',
  language: 'en',
  locale: 'en-US',
  organizationDateFormat: 'MM/dd/yyyy',
});

const location = (name: string, timezone: string | null, isActive = true): Location => ({
  id: `01900000-0000-7000-8000-00000000${String(name.length).padStart(4, '0')}`,
  name,
  description: '',
  address: '',
  street1: '',
  street2: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
  phone: '',
  email: '',
  timezone,
  isActive,
  hours: DEFAULT_LOCATION_HOURS,
  services: [],
  photos: [],
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function render(organizationZone: string, userZone: string | null, locations: Location[]): string {
  const preferences: UserPreferences = {
    ...DEFAULT_USER_PREFERENCES,
    timezone: userZone ?? organizationZone,
    inherited: userZone === null ? ['timezone'] : [],
  };
  return htmlText(
    renderPage(<TimezoneCheckerPage />, {
      url: PATH,
      seed: (client) => {
        client.setQueryData(queryKeys.organizationRegional, regional(organizationZone));
        client.setQueryData(queryKeys.userPreferences, preferences);
        client.setQueryData(['locations'], locations);
      },
    }),
  );
}

describe('Timezone Checker page', () => {
  it("shows the organization's, the user's, each active location's and this computer's zone side by side", () => {
    const text = render(HERE, null, [
      location('City', null),
      location('Beach', ELSEWHERE),
      location('Closed', ELSEWHERE, false),
    ]);
    expect(text).toContain('Timezone Checker');
    expect(text).toContain('Back to settings');
    expect(text).toContain('Organization');
    expect(text).toContain('You');
    expect(text).toContain('Follows the organization');
    expect(text).toContain('Location: City');
    expect(text).toContain('Location: Beach');
    expect(text).not.toContain('Location: Closed');
    expect(text).toContain('This computer');
    expect(text).toContain(ELSEWHERE);
    expect(text).toMatch(/UTC[+−]\d\d:\d\d/);
  });

  it('warns, naming the clocks whose offset is not the organization’s', () => {
    const text = render(HERE, ELSEWHERE, [location('City', null), location('Beach', ELSEWHERE)]);
    expect(text).toContain('Time zones disagree');
    expect(text).toContain("You and Location: Beach are not at the organization's UTC offset");
    expect(text).not.toContain('All these time zones are at the same UTC offset right now.');
  });

  it('does not warn when every clock agrees', () => {
    const text = render(HERE, HERE, [location('City', null), location('Beach', HERE)]);
    expect(text).not.toContain('Time zones disagree');
    expect(text).toContain('All these time zones are at the same UTC offset right now.');
  });
});
