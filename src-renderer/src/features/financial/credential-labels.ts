import type { CredentialField } from '../../../../server/contract/payments';
import type { MessageId } from '../../i18n/en';

/**
 * The message of each credential field of §3, by its name (GATEWAY_CREDENTIALS): the form's label
 * and what 'Please fill in: {labels}' names, in the user's language. The English texts are the
 * contract's labels (credential-labels.test.ts holds them together).
 */
export const CREDENTIAL_LABEL_IDS: Readonly<Record<string, MessageId>> = {
  publicKey: 'financial.credential.publicKey',
  secretKey: 'financial.credential.secretKey',
  webhookSecret: 'financial.credential.webhookSecret',
  accessToken: 'financial.credential.accessToken',
  applicationId: 'financial.credential.applicationId',
  locationId: 'financial.credential.locationId',
  webhookSignatureKey: 'financial.credential.webhookSignatureKey',
  clientId: 'financial.credential.clientId',
  clientSecret: 'financial.credential.clientSecret',
  webhookId: 'financial.credential.webhookId',
  apiKey: 'financial.credential.apiKey',
  merchantAccount: 'financial.credential.merchantAccount',
  clientKey: 'financial.credential.clientKey',
  hmacKey: 'financial.credential.hmacKey',
  merchantId: 'financial.credential.merchantId',
  liveUrlPrefix: 'financial.credential.liveUrlPrefix',
};

/** A field's label: its message, or the contract's English label for a field added since. */
export function credentialLabel(field: CredentialField, format: (id: MessageId) => string): string {
  const id = CREDENTIAL_LABEL_IDS[field.name];
  return id === undefined ? field.label : format(id);
}
