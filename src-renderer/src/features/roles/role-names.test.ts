import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ROLE_KEYS, roleDisplayName } from '../../../../server/contract/permissions';
import { loadCatalog } from '../../i18n/catalogs';
import { en } from '../../i18n/en';
import { roleText, standardRoleText } from './role-names';

const english = createIntl({ locale: 'en', messages: en });

describe('a role’s name as the reader says it', () => {
  it('reads in English exactly as the server names the built-in roles (part 1 §6)', () => {
    for (const key of ROLE_KEYS) expect(standardRoleText(english, key)).toBe(roleDisplayName(key));
    expect(roleText(english, { name: 'practitioner', displayName: 'Practitioner' })).toBe('Practitioner');
  });

  it('translates a built-in role’s standard name, aliases included', async () => {
    const french = createIntl({ locale: 'fr', messages: await loadCatalog('fr') });
    expect(roleText(french, { name: 'practitioner', displayName: 'Practitioner' })).toBe('Praticien');
    expect(roleText(french, { name: 'owner', displayName: 'Owner' })).toBe('Propriétaire');
    // "Front Desk" is an alias of the receptionist (contract/permissions.ts).
    expect(standardRoleText(french, 'Front Desk')).toBe('Réceptionniste');
  });

  it('keeps what the organization calls a role, and a custom role’s name, as the owner wrote them', async () => {
    const german = createIntl({ locale: 'de', messages: await loadCatalog('de') });
    expect(roleText(german, { name: 'practitioner', displayName: 'Therapist' })).toBe('Therapist');
    expect(roleText(german, { name: 'Senior Colourist', displayName: 'Senior Colourist' })).toBe('Senior Colourist');
    // A name the rules do not know is title-cased as the server does.
    expect(standardRoleText(german, 'night_shift')).toBe(roleDisplayName('night_shift'));
  });
});
