import { describe, expect, it } from 'vitest';
import type { SystemStatus } from '../../../../server/contract/system-configuration';
import { htmlText, renderPage, sessionAs } from '../../testing/render-page';
import { systemConfigKeys } from './document';
import { MaintenanceBanner } from './MaintenanceBanner';

/** The bar the settings shell shows at its top, from the status the server last gave. */
const render = (status: SystemStatus | undefined, role = 'admin') =>
  renderPage(<MaintenanceBanner />, {
    url: '/studio/settings/overview',
    me: sessionAs(role),
    seed: (client) => {
      if (status !== undefined) client.setQueryData(systemConfigKeys.status, status);
    },
  });

describe('the maintenance banner', () => {
  it('tells an administrator that only administrators can use the app, with a way to turn it off', () => {
    const html = render({ maintenanceMode: true, showBanner: true });
    expect(htmlText(html)).toBe('Maintenance mode is on: only administrators can use the app. System Configuration');
    expect(html).toContain('href="/studio/settings/system"');
  });

  it('is not shown while maintenance mode is off, with system notifications off, or before the answer', () => {
    expect(render({ maintenanceMode: false, showBanner: false })).toBe('');
    // System notifications off: the server says maintenance is on but asks for no banner.
    expect(render({ maintenanceMode: true, showBanner: false })).toBe('');
    expect(render(undefined)).toBe('');
  });

  it('is never shown to a member below the Admin role', () => {
    expect(render({ maintenanceMode: true, showBanner: true }, 'manager')).toBe('');
  });
});
