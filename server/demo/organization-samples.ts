import { TRIAL_DAYS } from '../contract/billing';
import type { DbOrTx } from '../db/client';
import { newId } from '../ids';
import { saveSubscription } from '../modules/billing/repository';
import { organizationDataKind } from '../modules/organizations/document';
import { insertRole } from '../modules/roles/repository';
import { seedDocument } from '../documents/documents';
import { insertTaxRate } from '../modules/tax/repository';
import { taxSettingsKind } from '../modules/tax/settings';
import { DEFAULT_ORGANIZATION_DOCUMENT } from '../contract/organization';
import type { DemoIds } from './seed';

const DAY_MS = 86_400_000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

/**
 * Organization settings samples: Demo Salon is an Australian salon on a LUXE trial with 9 days left,
 * charging GST; Other Spa stays on FREE with a US sales tax rate (and gives the cross-organization
 * tests records to aim at).
 */
export const organizationSamplers: ((tx: DbOrTx, ids: DemoIds, now: Date) => void)[] = [
  function subscriptionSample(tx, ids, now) {
    saveSubscription(tx, {
      organizationId: ids.demoSalonId,
      plan: 'LUXE',
      status: 'trialing',
      billingCycle: 'monthly',
      trialEndsAt: daysFrom(now, TRIAL_DAYS - 5),
      anchorAt: daysFrom(now, -5),
      updatedAt: now.toISOString(),
      updatedBy: null,
    });
    saveSubscription(tx, {
      organizationId: ids.otherSpaId,
      plan: 'FREE',
      status: 'active',
      billingCycle: 'monthly',
      trialEndsAt: null,
      anchorAt: daysFrom(now, -20),
      updatedAt: now.toISOString(),
      updatedBy: null,
    });
  },

  function organizationDataSample(tx, ids, now) {
    seedDocument(
      tx,
      organizationDataKind,
      { organizationId: ids.demoSalonId },
      {
        ...DEFAULT_ORGANIZATION_DOCUMENT,
        description: 'Hair, colour and beauty treatments in the heart of Surry Hills.',
        website: 'https://demo-salon.example',
        phone: '+61 2 9000 1234',
        email: 'hello@demo-salon.example',
        businessRegType: 'pty_ltd',
        businessRegNumber: 'ACN 123 456 789',
        taxId: '',
        timezone: 'Australia/Sydney',
        currency: 'AUD',
        locale: 'en-AU',
        dateFormat: 'dd/MM/yyyy',
        timeFormat: '12h',
        address: {
          street1: '12 Crown Street',
          street2: 'Shop 3',
          city: 'Surry Hills',
          state: 'NSW',
          zipCode: '2010',
          country: 'Australia',
        },
      },
      now,
    );
  },

  function taxSample(tx, ids, now) {
    const at = now.toISOString();
    const rates: [string, string, number, boolean][] = [
      [ids.demoSalonId, 'GST', 10_000, true],
      [ids.demoSalonId, 'GST-free', 0, false],
      [ids.otherSpaId, 'Sales tax', 8_875, true],
    ];
    for (const [organizationId, name, rateThousandths, isDefault] of rates) {
      insertTaxRate(tx, {
        id: newId(),
        organizationId,
        name,
        rateThousandths,
        isDefault,
        createdAt: at,
        updatedAt: at,
      });
    }
    seedDocument(
      tx,
      taxSettingsKind,
      { organizationId: ids.demoSalonId },
      { pricesIncludeTax: true, registrationNumber: 'ABN 51 824 753 556', showRegistrationNumberOnInvoices: true },
      now,
    );
  },

  function customRoleSample(tx, ids) {
    insertRole(tx, {
      id: newId(),
      organizationId: ids.demoSalonId,
      name: 'Senior Stylist',
      customPermissions: ['manage_templates'],
    });
  },
];
