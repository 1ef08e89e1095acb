import { describe, expect, it } from 'vitest';
import { GATEWAY_CREDENTIALS, GATEWAY_TYPES } from '../../../../server/contract/payments';
import { en } from '../../i18n/en';
import { credentialLabel, CREDENTIAL_LABEL_IDS } from './credential-labels';

describe('credential labels', () => {
  it('has a message for every field of every provider, in English the contract’s label', () => {
    for (const type of GATEWAY_TYPES) {
      for (const field of GATEWAY_CREDENTIALS[type]) {
        const id = CREDENTIAL_LABEL_IDS[field.name];
        expect(id, `${type}.${field.name}`).toBeDefined();
        expect(credentialLabel(field, (message) => en[message])).toBe(field.label);
      }
    }
  });
});
