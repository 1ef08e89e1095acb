import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SYSTEM_CONFIGURATION,
  type SystemConfiguration,
} from '../../../../server/contract/system-configuration';
import { ApiError } from '../../api/api-error';
import { SectionRoute } from '../../app/routing/SectionRoute';
import { htmlText, renderPage, sessionAs } from '../../testing/render-page';
import { securityPolicyKeys } from '../security-policy/document';
import { systemConfigKeys } from './document';
import { MaintenanceDialog } from './MaintenanceDialog';
import { systemConfigSection } from './section';
import { SystemConfigPage } from './SystemConfigPage';

/**
 * System Configuration as it first renders from answers already read (put in the query cache):
 * what an administrator sees before touching anything, and what everyone else reads instead. What
 * a save sends and shows is in document.test.ts; clicking through it in a browser is
 * tests/e2e/settings-system-config.spec.ts.
 */
const URL = '/studio/settings/system';
const MY_ADDRESS = '203.0.113.7';
const DENIED = "You don't have permission to access system configuration. Contact your system administrator.";

function render(configuration: SystemConfiguration = DEFAULT_SYSTEM_CONFIGURATION) {
  return renderPage(<SystemConfigPage />, {
    url: URL,
    me: sessionAs('admin'),
    seed: (client) => {
      client.setQueryData(systemConfigKeys.configuration, configuration);
      client.setQueryData(securityPolicyKeys.myAddress, MY_ADDRESS);
    },
  });
}

const withSecurity = (security: Partial<SystemConfiguration['security']>): SystemConfiguration => ({
  ...DEFAULT_SYSTEM_CONFIGURATION,
  security: { ...DEFAULT_SYSTEM_CONFIGURATION.security, ...security },
});

/** The input with this id, as rendered. */
const input = (html: string, id: string) => html.match(new RegExp(`<input[^>]*id="${id}"[^>]*>`))?.[0] ?? '';
const valueOf = (html: string, id: string) => input(html, id).match(/value="([^"]*)"/)?.[1];
const isChecked = (html: string, id: string) => /checked=""/.test(input(html, id));
const field = (path: string) => `system-config-${path.replace('.', '-')}`;

describe('System Configuration', () => {
  it('shows the three areas with the defaults of §9', () => {
    const html = render();
    const shown = htmlText(html);
    for (const title of ['System Configuration', 'System Settings', 'Security Configuration', 'Backup & Maintenance'])
      expect(shown).toContain(title);
    const numbers: Record<string, string> = {
      'system.maxUsersPerOrg': '50',
      'system.sessionTimeout': '24',
      'system.maxFileUploadSize': '50',
      'system.auditLogRetention': '90',
      'security.sessionTimeoutMinutes': '120',
      'security.maxLoginAttempts': '5',
      'security.lockoutDurationMinutes': '15',
    };
    for (const [path, value] of Object.entries(numbers)) expect(valueOf(html, field(path)), path).toBe(value);
    const switches: Record<string, boolean> = {
      'system.maintenanceMode': false,
      'system.registrationOpen': true,
      'system.emailVerificationRequired': false,
      'system.autoBackupEnabled': true,
      'system.systemNotifications': true,
      'system.performanceMonitoring': true,
      'system.errorReporting': true,
      'security.enforceStrongPasswords': true,
      'security.require2FA': false,
      'security.allowApiAccess': true,
      'security.allowCORS': false,
      'security.ipWhitelisting': false,
    };
    for (const [path, on] of Object.entries(switches)) expect(isChecked(html, field(path)), path).toBe(on);
    expect(html).toMatch(/<option value="daily" selected="">Daily<\/option>/);
    // The help says what the server does.
    expect(shown).toContain('Off: invitations can be neither sent nor accepted.');
    expect(shown).toContain('Websites listed here may call the public booking API from their own pages.');
    expect(shown).toContain('Server errors are written to the local error log (logs/errors.log in the data folder).');
    // The website list waits for CORS to be on; the whitelist can be prepared beforehand.
    expect(shown).not.toContain('Allowed websites');
    expect(shown).toContain('Your address: 203.0.113.7');
    expect(shown).toContain('Add my address');
    // Nothing changed yet: no warning, and Save Changes waits.
    expect(shown).not.toContain('Saving now would keep you out');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*type="submit"|<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it('shows the website list while CORS is on, and names the entries that are no websites', () => {
    const shown = htmlText(
      render(withSecurity({ allowCORS: true, corsOrigins: ['https://www.example.com', 'example'] })),
    );
    expect(shown).toContain('Allowed websites');
    expect(shown).toContain('https://www.example.com');
    expect(shown).toContain('These entries are not website addresses such as https://www.example.com: example');
  });

  it('warns before saving a whitelist that would keep the administrator out', () => {
    const shown = htmlText(render(withSecurity({ ipWhitelisting: true, whitelistedIPs: ['192.168.1.0/24'] })));
    expect(shown).toContain(
      'Your address (203.0.113.7) is not in the whitelist. Saving now would keep you out of the app: add your address first.',
    );
  });

  it('does not warn when the whitelist holds the administrator’s address or a range around it', () => {
    for (const list of [['203.0.113.7'], ['203.0.113.0/24']]) {
      const shown = htmlText(render(withSecurity({ ipWhitelisting: true, whitelistedIPs: list })));
      expect(shown).not.toContain('Saving now would keep you out');
    }
  });

  it('shows the spec’s message when the server refuses to show the configuration', () => {
    const shown = htmlText(
      renderPage(<SystemConfigPage />, {
        url: URL,
        seed: (client) => {
          // As the cache holds a read that gave up (not tried again on this render).
          client.setQueryDefaults([...systemConfigKeys.configuration], { retryOnMount: false });
          client
            .getQueryCache()
            .build(client, { queryKey: [...systemConfigKeys.configuration] })
            .setState({
              status: 'error',
              error: new ApiError(403, DENIED, 'FORBIDDEN'),
              errorUpdatedAt: 1,
              fetchStatus: 'idle',
            });
        },
      }),
    );
    expect(shown).toContain(DENIED);
    expect(shown).not.toContain('System Settings');
  });
});

describe('turning maintenance mode on', () => {
  it('says who will be kept out before anything is saved', () => {
    const shown = htmlText(
      renderPage(<MaintenanceDialog isOpen usePortal={false} onConfirm={() => {}} onCancel={() => {}} />, { url: URL }),
    );
    expect(shown).toContain('Turn on maintenance mode?');
    expect(shown).toContain(
      'Everyone in your organization except the owner and administrators will be kept out: managers, practitioners, receptionists and every other role.',
    );
    expect(shown).toContain('The public booking page is paused: clients cannot book online.');
    expect(shown).toContain('Cancel');
    expect(shown).toContain('Turn on and save');
  });

  it('is not asked while the page is only shown', () => {
    expect(htmlText(render())).not.toContain('Turn on maintenance mode?');
  });
});

describe('who may open it', () => {
  const open = (role: string, custom: string[] = []) =>
    htmlText(
      renderPage(
        // The page itself loads lazily: its fallback stands for it here.
        <Suspense fallback={<p>Loading the page</p>}>
          <SectionRoute section={systemConfigSection} />
        </Suspense>,
        { url: URL, me: sessionAs(role, custom) },
      ),
    );

  it('shows the spec’s message to everyone below the Admin role, whatever they were granted', () => {
    for (const role of ['manager', 'receptionist', 'practitioner']) expect(open(role)).toContain(DENIED);
    expect(open('manager', ['manage_security_settings', 'manage_organization_settings'])).toContain(DENIED);
  });

  it('opens for the owner and admins', () => {
    expect(open('owner')).toBe('Loading the page');
    expect(open('admin')).toBe('Loading the page');
  });
});
