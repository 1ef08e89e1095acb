import type { Client } from '../../contract/clients';
import type { ClientRow } from './repository';

/** A row as the API answers it. */
export const toClient = (row: ClientRow): Client => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  alternatePhone: row.alternatePhone,
  dateOfBirth: row.dateOfBirth,
  gender: row.gender,
  preferredPronouns: row.preferredPronouns,
  occupation: row.occupation,
  address: row.address,
  addressLine2: row.addressLine2,
  city: row.city,
  state: row.state,
  zipCode: row.zipCode,
  country: row.country,
  emergencyContact: row.emergencyContact,
  emergencyPhone: row.emergencyPhone,
  notes: row.notes,
  preferredContactMethod: row.preferredContactMethod,
  languagePreference: row.languagePreference,
  referralSource: row.referralSource,
  tags: [...row.tags],
  isActive: row.isActive,
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** What a save may change, for the activity log's before/after (no id, version or timestamps). */
export function editableFields(client: Client) {
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...fields } = client;
  return fields;
}
