import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SYSTEM_CONFIGURATION,
  type SystemConfiguration,
} from '../../../../server/contract/system-configuration';
import { errorToastText } from '../../api/error-text';
import { saveFailure } from '../../components/form/save-outcome';
import { en } from '../../i18n/en';
import { isCorsOrigin } from './cors-origins';
import { systemConfigBody, systemConfigEndpoint, turnsMaintenanceOn } from './document';
import { SYSTEM_CONFIG_LABELS } from './labels';
import { SYSTEM_NUMBER_LIMITS } from './limits';
import { answering, json } from '../../testing/fake-fetch';

const english = createIntl({ locale: 'en', messages: en });

/**
 * What a save sends and what its refusal shows, through the api client the page uses (fetch
 * replaced, as the server would answer). The page hands these to the form kit, which sends the
 * body and shows the failure toast's text as computed here.
 */
const labelOf = (path: string) => {
  const id = (SYSTEM_CONFIG_LABELS as Record<string, keyof typeof en>)[path];
  return id === undefined ? undefined : en[id];
};

const toastText = (error: unknown) =>
  errorToastText(saveFailure(english, error, labelOf).shown, {
    fallback: en['systemConfig.toast.saveFailedBody'],
    network: en['toast.network'],
  });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (refused: unknown) => refused,
  );

const withSecurity = (security: Partial<SystemConfiguration['security']>): SystemConfiguration => ({
  ...DEFAULT_SYSTEM_CONFIGURATION,
  security: { ...DEFAULT_SYSTEM_CONFIGURATION.security, ...security },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the number fields (spec part 3 §5, "System form limits")', () => {
  it('have the limits and fallbacks of §5', () => {
    expect(SYSTEM_NUMBER_LIMITS).toEqual({
      maxUsersPerOrg: { min: 1, max: 1000, fallback: 50 },
      sessionTimeout: { min: 1, max: 168, fallback: 24 },
      maxFileUploadSize: { min: 1, max: 500, fallback: 50 },
      auditLogRetention: { min: 30, max: 365, fallback: 90 },
      sessionTimeoutMinutes: { min: 5, max: 480, fallback: 120 },
      maxLoginAttempts: { min: 3, max: 20, fallback: 5 },
      lockoutDurationMinutes: { min: 1, max: 1440, fallback: 15 },
    });
  });
});

describe('maintenance mode', () => {
  const on: SystemConfiguration = {
    ...DEFAULT_SYSTEM_CONFIGURATION,
    system: { ...DEFAULT_SYSTEM_CONFIGURATION.system, maintenanceMode: true },
  };

  it('asks first only for the save that turns it on', () => {
    expect(turnsMaintenanceOn(DEFAULT_SYSTEM_CONFIGURATION, on)).toBe(true);
    // Already on, turned off, or untouched: nothing to confirm.
    expect(turnsMaintenanceOn(on, on)).toBe(false);
    expect(turnsMaintenanceOn(on, DEFAULT_SYSTEM_CONFIGURATION)).toBe(false);
    expect(turnsMaintenanceOn(DEFAULT_SYSTEM_CONFIGURATION, DEFAULT_SYSTEM_CONFIGURATION)).toBe(false);
    expect(turnsMaintenanceOn(undefined, on)).toBe(false);
  });
});

describe('the CORS website list', () => {
  it('takes what the contract takes: a scheme and a host, maybe a port, no path', () => {
    for (const site of ['https://www.example.com', 'http://localhost:3000', 'https://booking.example.co.uk'])
      expect(isCorsOrigin(site), site).toBe(true);
    for (const site of ['www.example.com', 'https://example.com/book', 'ftp://example.com', 'https://exa mple.com', ''])
      expect(isCorsOrigin(site), site).toBe(false);
  });
});

describe('saving the system configuration', () => {
  it('sends the whole configuration with its lists tidied, and the version it read as If-Match', async () => {
    const values = withSecurity({
      allowCORS: true,
      corsOrigins: ['https://www.example.com', ' https://www.example.com', ''],
      ipWhitelisting: true,
      whitelistedIPs: [' 203.0.113.7 ', '203.0.113.7', '192.168.1.0/24'],
    });
    const sent = answering(json(200, DEFAULT_SYSTEM_CONFIGURATION, '"3"'), json(200, values, '"4"'));
    const controller = new AbortController();
    expect((await systemConfigEndpoint.load(controller.signal)).data).toEqual(DEFAULT_SYSTEM_CONFIGURATION);
    await systemConfigEndpoint.save(systemConfigBody(values), undefined);

    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/settings/system' });
    expect(sent[1]).toMatchObject({ method: 'PUT', url: '/api/settings/system' });
    expect(sent[1]!.headers['if-match']).toBe('"3"');
    expect(sent[1]!.body).toEqual({
      system: DEFAULT_SYSTEM_CONFIGURATION.system,
      security: {
        ...DEFAULT_SYSTEM_CONFIGURATION.security,
        allowCORS: true,
        corsOrigins: ['https://www.example.com'],
        ipWhitelisting: true,
        whitelistedIPs: ['203.0.113.7', '192.168.1.0/24'],
      },
    });
  });

  it('shows the server’s sentence when it refuses a whitelist that would keep the saver out', async () => {
    const message =
      'Your current address (203.0.113.7) is not in the whitelist, so you could not use the app from here. Add it to the list first.';
    answering(
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: 'IP_LOCKOUT',
        message,
        details: [{ field: 'security.whitelistedIPs', message: 'must include your current address 203.0.113.7' }],
      }),
    );
    const locked = withSecurity({ ipWhitelisting: true, whitelistedIPs: ['10.0.0.0/8'] });
    const error = await refusal(systemConfigEndpoint.save(systemConfigBody(locked), undefined));
    expect(toastText(error)).toBe(message);
    // The list is marked too, named by its label.
    expect(saveFailure(english, error, labelOf).fieldError).toEqual({
      path: 'security.whitelistedIPs',
      text: 'Whitelisted IP addresses must include your current address 203.0.113.7',
    });
  });

  it('falls back on plain words when the server has no reason to give', async () => {
    answering(json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }));
    const error = await refusal(systemConfigEndpoint.save(systemConfigBody(DEFAULT_SYSTEM_CONFIGURATION), undefined));
    expect(toastText(error)).toBe('Failed to save system configuration. Please try again.');
  });
});
