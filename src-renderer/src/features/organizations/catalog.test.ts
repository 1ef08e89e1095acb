import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { RESOURCE_LABELS } from '../../../../server/contract/billing';
import { BUSINESS_TYPE_LABELS } from '../../../../server/contract/organization';
import { PERMISSION_LABELS } from '../../../../server/contract/roles';
import { en } from '../../i18n/en';

const intl = createIntl({ locale: 'en', messages: en });
const catalog: Readonly<Record<string, string>> = en;

describe('organization catalog', () => {
  it('words the options as the contract’s label tables do', () => {
    for (const [value, label] of Object.entries(BUSINESS_TYPE_LABELS)) {
      expect(catalog[`organization.businessType.${value}`]).toBe(label);
    }
    for (const [value, label] of Object.entries(PERMISSION_LABELS)) {
      expect(catalog[`roles.permission.${value}`]).toBe(label);
    }
    for (const [value, label] of Object.entries(RESOURCE_LABELS)) {
      expect(catalog[`subscription.resource.${value}`]).toBe(label);
    }
  });

  it('keeps the specification’s texts verbatim', () => {
    expect(intl.formatMessage({ id: 'general.toast.saved' })).toBe('Settings saved');
    expect(intl.formatMessage({ id: 'general.toast.failed' })).toBe('Error');
    expect(intl.formatMessage({ id: 'general.toast.failedBody' })).toBe('Failed to save organization settings');
    expect(intl.formatMessage({ id: 'general.subscription.manage' })).toBe('Manage Subscription');
    expect(intl.formatMessage({ id: 'subscription.toast.loadFailedBody' })).toBe('Failed to load subscription data');
    expect(intl.formatMessage({ id: 'subscription.loadFailed' })).toBe(
      'Failed to load subscription data. Please try again.',
    );
    expect(intl.formatMessage({ id: 'subscription.usage.exceeded' })).toBe('Limit exceeded');
  });

  it('writes the quotes around names in confirmations', () => {
    expect(intl.formatMessage({ id: 'roles.delete.confirmTitle' }, { name: 'Tax Clerk' })).toBe(
      "Delete role 'Tax Clerk'? This cannot be undone.",
    );
    expect(intl.formatMessage({ id: 'tax.rate.deleteConfirm' }, { name: 'GST' })).toBe(
      "Delete tax rate 'GST'? This cannot be undone.",
    );
    expect(intl.formatMessage({ id: 'tax.overrides.removeConfirm' }, { service: 'svc-1' })).toBe(
      "Remove the tax override of service 'svc-1'? It then uses the default rate.",
    );
  });

  it('words plurals and optional prices', () => {
    expect(intl.formatMessage({ id: 'subscription.trial.remaining' }, { days: 1, total: 14 })).toBe(
      '1 day left of your 14-day trial',
    );
    expect(intl.formatMessage({ id: 'roles.holders' }, { count: 0 })).toBe('Nobody');
    expect(
      intl.formatMessage({ id: 'subscription.upgrade.body' }, { current: 'Free', plan: 'Studio', price: '$49' }),
    ).toBe(
      'At least one resource is at 75% or more of its limit on the Free plan. Studio raises the limits for $49 per month.',
    );
    expect(
      intl.formatMessage({ id: 'subscription.upgrade.body' }, { current: 'Free', plan: 'Studio', price: 'none' }),
    ).toBe('At least one resource is at 75% or more of its limit on the Free plan. Studio raises the limits.');
  });
});
