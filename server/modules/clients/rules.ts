import { CLIENT_TEXT_FIELDS, type ClientTextField, type CreateClientBody } from '../../contract/clients';
import { cleanName } from '../../contract/text';
import { ValidationError } from '../../errors';
import { newId } from '../../ids';
import type { ClientRow } from './repository';

/**
 * The rules a client is stored by, shared by the form's create and update and by the import: names
 * cleaned as every name is (contract/text.ts), other text trimmed, tags cleaned and each kept once,
 * and the two keys that find the same person again.
 */

/** The email as compared: trimmed and lower-cased, or null for a client without one. */
export function emailKeyOf(email: string): string | null {
  const key = email.trim().toLowerCase();
  return key === '' ? null : key;
}

/** The phone as compared: its digits, when there are enough to name one line (6 or more), else null. */
export function phoneKeyOf(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 6 ? digits : null;
}

/** First or last name as stored; the schema already refused a blank one, the check stays for the import. */
export function personName(field: 'firstName' | 'lastName', raw: string): string {
  const name = cleanName(raw);
  if (name === '') throw new ValidationError(field, 'is required');
  return name;
}

/** "Jane Doe", as messages name a client. */
export const fullName = (client: { firstName: string; lastName: string }): string =>
  `${client.firstName} ${client.lastName}`.trim();

/** Each tag cleaned like a name, blanks dropped, each kept once (compared without case), in the order given. */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = cleanName(raw);
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

/** The tags of `existing` followed by those of `added` it lacks (a merge never drops a tag). */
export const unionTags = (existing: readonly string[], added: readonly string[]): string[] =>
  cleanTags([...existing, ...added]);

export type ClientText = Record<ClientTextField, string>;

/** Every text field of an input, trimmed, '' for those not given. */
export function textFields(input: Partial<Record<ClientTextField, string>>): ClientText {
  const text = {} as ClientText;
  for (const field of CLIENT_TEXT_FIELDS) text[field] = input[field]?.trim() ?? '';
  return text;
}

/** Messages of a duplicate, naming the client already there (the form's 409 and the import's row). */
export const DUPLICATE = {
  email: (name: string) => `A client with this email already exists: ${name}.`,
  phone: (name: string) => `A client with this phone number already exists: ${name}.`,
  importEmail: (name: string) => `Already a client: same email as ${name}.`,
  importPhone: (name: string) => `Already a client: same phone as ${name}.`,
};

/** A new client as stored, from a create body (the form's, or an import row once checked). */
export function newClientRow(organizationId: string, input: CreateClientBody, at: string): ClientRow {
  const text = textFields(input);
  return {
    id: newId(),
    organizationId,
    firstName: personName('firstName', input.firstName),
    lastName: personName('lastName', input.lastName),
    ...text,
    tags: cleanTags(input.tags ?? []),
    isActive: input.isActive ?? true,
    emailKey: emailKeyOf(text.email),
    phoneKey: phoneKeyOf(text.phone),
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
}
