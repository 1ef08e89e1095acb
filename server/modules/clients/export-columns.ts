import { localDateOf } from '../../contract/availability/zone-clock';
import type { ExportColumn } from '../../exports/send-export';
import type { ClientRow } from './repository';

/** YYYY-MM-DD of a stored instant in a time zone; UTC for a zone Intl does not know. */
export const dayIn =
  (timeZone: string) =>
  (iso: string): string =>
    localDateOf(Date.parse(iso), timeZone);

/**
 * The client export's columns: the spec's client fields as a person reads them. The import's
 * generic preset maps these headers back, so a file exported here imports unchanged: keep them.
 */
export function clientExportColumns(timeZone: string): ExportColumn<ClientRow>[] {
  const day = dayIn(timeZone);
  return [
    { header: 'First Name', value: (c) => c.firstName },
    { header: 'Last Name', value: (c) => c.lastName },
    { header: 'Email', value: (c) => c.email },
    { header: 'Phone', value: (c) => c.phone },
    { header: 'Alternate Phone', value: (c) => c.alternatePhone },
    { header: 'Date of Birth', value: (c) => c.dateOfBirth },
    { header: 'Gender', value: (c) => c.gender },
    { header: 'Preferred Pronouns', value: (c) => c.preferredPronouns },
    { header: 'Occupation', value: (c) => c.occupation },
    { header: 'Address', value: (c) => c.address },
    { header: 'Address Line 2', value: (c) => c.addressLine2 },
    { header: 'City', value: (c) => c.city },
    { header: 'State', value: (c) => c.state },
    { header: 'Zip Code', value: (c) => c.zipCode },
    { header: 'Country', value: (c) => c.country },
    { header: 'Emergency Contact', value: (c) => c.emergencyContact },
    { header: 'Emergency Phone', value: (c) => c.emergencyPhone },
    { header: 'Notes', value: (c) => c.notes },
    { header: 'Preferred Contact Method', value: (c) => c.preferredContactMethod },
    { header: 'Language Preference', value: (c) => c.languagePreference },
    { header: 'Referral Source', value: (c) => c.referralSource },
    { header: 'Tags', value: (c) => c.tags.join(', ') },
    { header: 'Active', value: (c) => c.isActive },
    { header: 'Added', value: (c) => day(c.createdAt) },
  ];
}
