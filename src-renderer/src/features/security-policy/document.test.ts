import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SECURITY_POLICY, type SecurityPolicy } from '../../../../server/contract/security-policy';
import { errorToastText } from '../../api/error-text';
import { saveFailure } from '../../components/form/save-outcome';
import { en } from '../../i18n/en';
import { securityPolicyBody, securityPolicyEndpoint } from './document';
import { SECURITY_POLICY_LABELS } from './labels';
import { answering, json } from '../../testing/fake-fetch';

const english = createIntl({ locale: 'en', messages: en });

/**
 * What a save sends and what its refusal shows, through the api client the page uses (fetch
 * replaced, as the server would answer). The page hands these to the form kit, which sends the
 * body and shows the failure toast's text as computed here.
 */
const labelOf = (path: string) => {
  const id = (SECURITY_POLICY_LABELS as Record<string, keyof typeof en>)[path];
  return id === undefined ? undefined : en[id];
};

const toastText = (error: unknown) =>
  errorToastText(saveFailure(english, error, labelOf).shown, {
    fallback: en['securityPolicy.toast.saveFailedBody'],
    network: en['toast.network'],
  });

const LOCKED: SecurityPolicy = {
  ...DEFAULT_SECURITY_POLICY,
  sessionPolicy: { ...DEFAULT_SECURITY_POLICY.sessionPolicy, enforceIPRestriction: true, allowedIPs: ['10.0.0.0/8'] },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saving the security policy', () => {
  it('sends the policy with the addresses tidied, and the version it read as If-Match', async () => {
    const values: SecurityPolicy = {
      ...DEFAULT_SECURITY_POLICY,
      passwordPolicy: { ...DEFAULT_SECURITY_POLICY.passwordPolicy, minLength: 10, requireSpecialChars: true },
      sessionPolicy: {
        ...DEFAULT_SECURITY_POLICY.sessionPolicy,
        enforceIPRestriction: true,
        allowedIPs: [' 203.0.113.7 ', '203.0.113.7', '192.168.1.0/24'],
      },
    };
    const sent = answering(json(200, DEFAULT_SECURITY_POLICY, '"3"'), json(200, values, '"4"'));
    const controller = new AbortController();
    expect((await securityPolicyEndpoint.load(controller.signal)).data).toEqual(DEFAULT_SECURITY_POLICY);
    await securityPolicyEndpoint.save(securityPolicyBody(values), undefined);

    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/settings/security-policy' });
    expect(sent[1]).toMatchObject({ method: 'PUT', url: '/api/settings/security-policy' });
    expect(sent[1]!.headers['if-match']).toBe('"3"');
    expect(sent[1]!.body).toEqual({
      passwordPolicy: { ...DEFAULT_SECURITY_POLICY.passwordPolicy, minLength: 10, requireSpecialChars: true },
      sessionPolicy: {
        sessionTimeout: 8,
        maxConcurrentSessions: 3,
        enforceIPRestriction: true,
        allowedIPs: ['203.0.113.7', '192.168.1.0/24'],
      },
      twoFactorAuth: DEFAULT_SECURITY_POLICY.twoFactorAuth,
      auditLog: DEFAULT_SECURITY_POLICY.auditLog,
    });
  });

  it('shows the server’s sentence when it refuses a list that would lock the saver out', async () => {
    const message =
      'Your current address (203.0.113.7) is not in the allowed list, so you could not sign in again. Add it to the list first.';
    answering(
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: 'IP_LOCKOUT',
        message,
        details: [{ field: 'sessionPolicy.allowedIPs', message: 'must include your current address 203.0.113.7' }],
      }),
    );
    const error = await securityPolicyEndpoint.save(securityPolicyBody(LOCKED), undefined).then(
      () => undefined,
      (refused: unknown) => refused,
    );
    expect(toastText(error)).toBe(message);
    // The address box is marked too, named by its label.
    expect(saveFailure(english, error, labelOf).fieldError).toEqual({
      path: 'sessionPolicy.allowedIPs',
      text: 'Allowed IP addresses must include your current address 203.0.113.7',
    });
  });

  it('falls back on the spec’s words when the server has no reason to give', async () => {
    answering(json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }));
    const error = await securityPolicyEndpoint.save(securityPolicyBody(DEFAULT_SECURITY_POLICY), undefined).then(
      () => undefined,
      (refused: unknown) => refused,
    );
    expect(toastText(error)).toBe('Failed to save security settings. Please try again.');
    expect(en['securityPolicy.toast.saveFailed']).toBe('Error');
  });
});
