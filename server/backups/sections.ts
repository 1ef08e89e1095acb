import type { TSchema } from 'typebox';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import type { BackupSection } from '../contract/backups';
import { DepositDocument, BookingSettings } from '../contract/booking-widget';
import { BrandingConfig } from '../contract/branding';
import { InvoiceSettings, TipSettings } from '../contract/financial';
import { AdminNotificationSettings, CustomerNotificationSettings } from '../contract/notification-settings';
import { NotificationPreferences } from '../contract/notification-preferences';
import { OrganizationDocument } from '../contract/organization';
import { PaymentFeeSettings } from '../contract/payments';
import { UserPreferenceValues } from '../contract/preferences';
import { BookingRules, BusinessHours, OnlineBookingSettings } from '../contract/service-booking';
import { SecurityPolicy } from '../contract/security-policy';
import { TaxSettings } from '../contract/tax';
import type { Db } from '../db/client';
import {
  mergeDeep,
  readDocument,
  writeDocument,
  type DocumentChanges,
  type DocumentKind,
} from '../documents/documents';
import { bookingSettingsKind, depositSettingsKind } from '../modules/booking-widget/documents';
import { brandingKind } from '../modules/branding/document';
import { invoiceSettingsKind } from '../modules/financial/invoice';
import { tipSettingsKind } from '../modules/financial/tips';
import { adminNotificationSettingsKind, customerNotificationSettingsKind } from '../modules/notifications/documents';
import { organizationDataKind } from '../modules/organizations/document';
import { paymentFeesKind } from '../modules/payments/fees';
import { bookingRulesKind } from '../modules/service-booking/booking-rules';
import { businessHoursKind } from '../modules/service-booking/business-hours';
import { onlineBookingKind } from '../modules/service-booking/online-booking';
import { notificationPreferencesKind } from '../modules/settings/notification-preferences';
import { userPreferencesKind } from '../modules/settings/preferences';
import { securityPolicyKind } from '../modules/security-policy/document';
import { taxSettingsKind } from '../modules/tax/settings';
import { readTaxRates, TAX_RATES_KEY } from './tax-rates-section';
import { readTeamSection } from './team-section';
import type { RequestContext } from '../types';

/**
 * What each backup section holds: the settings documents of that area, each with the schema a
 * restored value must pass. A file from outside (restore from a file, unencrypted) is only JSON
 * someone may have edited, so every document is checked as the app would read it (stored value
 * over the current defaults) before it is written.
 *
 * Team & Permissions holds the roles rather than documents (team-section.ts), and Financial
 * Settings the tax rates beside its documents (tax-rates-section.ts).
 */
interface SectionDocument {
  kind: DocumentKind<object>;
  schema: TSchema;
}

const doc = <T extends object>(kind: DocumentKind<T>, schema: TSchema): SectionDocument => ({
  kind: kind as unknown as DocumentKind<object>,
  schema,
});

export const SECTION_DOCUMENTS: Readonly<Record<BackupSection, readonly SectionDocument[]>> = {
  organization: [
    doc(organizationDataKind, OrganizationDocument),
    doc(businessHoursKind, BusinessHours),
    doc(bookingRulesKind, BookingRules),
    doc(onlineBookingKind, OnlineBookingSettings),
    doc(bookingSettingsKind, BookingSettings),
    doc(depositSettingsKind, DepositDocument),
    doc(customerNotificationSettingsKind, CustomerNotificationSettings),
    doc(adminNotificationSettingsKind, AdminNotificationSettings),
  ],
  // The regional preferences are stored only once chosen (absent: follow the organization).
  personal: [
    doc(userPreferencesKind, Type.Partial(UserPreferenceValues, { additionalProperties: false })),
    doc(notificationPreferencesKind, NotificationPreferences),
  ],
  branding: [doc(brandingKind, BrandingConfig)],
  financial: [
    doc(paymentFeesKind, PaymentFeeSettings),
    doc(tipSettingsKind, TipSettings),
    doc(invoiceSettingsKind, InvoiceSettings),
    doc(taxSettingsKind, TaxSettings),
  ],
  team: [],
  security: [doc(securityPolicyKind, SecurityPolicy)],
};

/** One section's content in a backup: each document's data by kind. */
export type SectionContent = Record<string, unknown>;

type Caller = Pick<RequestContext, 'organizationId' | 'user'>;

/** The current settings of the sections, as the app reads them (stored values over defaults). */
export function readSections(
  db: Db,
  ctx: Caller,
  sections: readonly BackupSection[],
): Partial<Record<BackupSection, SectionContent>> {
  const content: Partial<Record<BackupSection, SectionContent>> = {};
  for (const section of sections) {
    if (section === 'team') {
      content.team = readTeamSection(db, ctx.organizationId);
      continue;
    }
    content[section] = Object.fromEntries(
      SECTION_DOCUMENTS[section].map(({ kind }) => [kind.kind, readDocument(db, kind, ctx).data]),
    );
    // Financial Settings also hold the tax rates, which are records (tax-rates-section.ts).
    if (section === 'financial') content.financial![TAX_RATES_KEY] = readTaxRates(db, ctx.organizationId);
  }
  return content;
}

export class InvalidSectionError extends Error {
  constructor(readonly section: BackupSection) {
    super(`Backup section ${section} holds a value that is not valid`);
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Writes one section's documents through the documents layer (a new version each, read caches
 * dropped). Documents of the section the backup does not hold are left as they are. Meant to run
 * inside the restore's transaction: a document that fails its check throws, and the caller's
 * rollback undoes the ones already written.
 */
export function writeSection(
  db: Db,
  ctx: Caller,
  section: BackupSection,
  content: unknown,
  now: Date,
): DocumentChanges {
  if (!isPlainObject(content)) throw new InvalidSectionError(section);
  const known = new Map(SECTION_DOCUMENTS[section].map((entry) => [entry.kind.kind, entry]));
  const changes: DocumentChanges = {};
  for (const [kindName, data] of Object.entries(content)) {
    const entry = known.get(kindName);
    if (!entry || !isPlainObject(data)) throw new InvalidSectionError(section);
    const next = mergeDeep(entry.kind.defaults(), data);
    if (!Value.Check(entry.schema, next)) throw new InvalidSectionError(section);
    const saved = writeDocument(db, entry.kind, ctx, () => next, undefined, now);
    for (const [path, change] of Object.entries(saved.changes)) changes[`${kindName}.${path}`] = change;
  }
  return changes;
}
