import type { IntlShape } from 'react-intl';
import { roleDisplayName, roleKey } from '../../../../server/contract/permissions';

/** A role as the server names it: its key name and what the organization calls it. */
interface NamedRole {
  name: string;
  displayName: string;
}

/**
 * A built-in role's standard name ("Practitioner") in the reader's language; a name the rules do
 * not know is title-cased as the server does.
 */
export function standardRoleText(intl: IntlShape, name: string): string {
  const key = roleKey(name);
  return key === undefined ? roleDisplayName(name) : intl.formatMessage({ id: `roles.standard.${key}` });
}

/**
 * A role's name as the reader should see it. The server stores a built-in role's standard name in
 * English; shown as it is, a French owner read "Practitioner" on every page. A name the organization
 * gave the role ("Therapist") and a custom role's name are the owner's own words, shown as written.
 */
export function roleText(intl: IntlShape, role: NamedRole): string {
  return roleKey(role.name) !== undefined && role.displayName === roleDisplayName(role.name)
    ? standardRoleText(intl, role.name)
    : role.displayName;
}
