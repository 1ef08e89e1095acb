import {
  GATEWAY_CREDENTIALS,
  GATEWAY_DISPLAY_NAMES,
  type CredentialField,
  type GatewayTestBody,
  type GatewayType,
} from '../../contract/payments';
import { AppError } from '../../errors';
import {
  conditionallyRequired,
  CredentialProblem,
  detectMode,
  type Credentials,
} from '../../integrations/payments/modes';

/**
 * The credential fields of a gateway, from the body to storage and back. Stored in two parts: the
 * plain fields (publicKey, applicationId...) as JSON, the secret ones (GATEWAY_CREDENTIALS'
 * `secret`) as one JSON object sealed by the SecretBox.
 */
export interface StoredCredentials {
  plain: Record<string, string>;
  secrets: Record<string, string>;
}

/** The body fields that carry credentials at the top level (the spec's call names these five). */
const TOP_FIELDS = ['publicKey', 'secretKey', 'webhookSecret', 'merchantId', 'accountId'] as const;
type TopField = (typeof TOP_FIELDS)[number];
const TOP_LABELS: Record<TopField, string> = {
  publicKey: 'Publishable Key',
  secretKey: 'Secret Key',
  webhookSecret: 'Webhook Secret',
  merchantId: 'Merchant ID',
  accountId: 'Account ID',
};

const badRequest = (message: string, field: string) =>
  new AppError(400, message, 'VALIDATION_ERROR', [{ field, message }]);

const pathOf = (field: CredentialField) => (field.place === 'settings' ? `settings.${field.name}` : field.name);

/** 'Please fill in: Secret Key, Access Token' (spec §5), titled 'Missing required fields' by its code. */
export function missingFieldsError(fields: readonly CredentialField[]): AppError {
  return new AppError(
    400,
    `Please fill in: ${fields.map((field) => field.label).join(', ')}`,
    'MISSING_REQUIRED_FIELDS',
    fields.map((field) => ({ field: pathOf(field), message: 'is required' })),
  );
}

/**
 * What the body says about each of the provider's credential fields: its value ('' when blanked),
 * or undefined when the body leaves it out. Settings keys the provider does not have are refused by
 * name, and so is a top-level field it does not use when it carries a value (a form may send the
 * other providers' fields empty).
 */
export function enteredFields(type: GatewayType, body: GatewayTestBody): Record<string, string | undefined> {
  const fields = GATEWAY_CREDENTIALS[type];
  const provider = GATEWAY_DISPLAY_NAMES[type];
  const settingNames = new Set(fields.filter((f) => f.place === 'settings').map((f) => f.name));
  const unknown = Object.keys(body.settings ?? {}).filter((key) => !settingNames.has(key));
  if (unknown.length > 0) {
    throw badRequest(
      `${provider} has no setting${unknown.length === 1 ? '' : 's'} named ${unknown.join(', ')}`,
      'settings',
    );
  }
  const topNames = new Set(fields.filter((f) => f.place === 'top').map((f) => f.name));
  for (const name of TOP_FIELDS) {
    if (!topNames.has(name) && (body[name] ?? '') !== '') {
      throw badRequest(`${TOP_LABELS[name]} is not a ${provider} credential`, name);
    }
  }
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.place === 'settings' ? body.settings?.[field.name] : body[field.name as TopField],
    ]),
  );
}

/**
 * The credentials a connect, an update or a test works with: what was entered, over what is
 * stored. A blank or absent secret keeps the stored one (the form never shows secrets); an absent
 * plain field keeps its stored value, a blanked one is cleared. Required fields left without a
 * value are refused with 'Please fill in: ...'.
 */
export function resolveCredentials(
  type: GatewayType,
  entered: Record<string, string | undefined>,
  stored: StoredCredentials,
): StoredCredentials {
  const plain: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  const missing: CredentialField[] = [];
  for (const field of GATEWAY_CREDENTIALS[type]) {
    const value = entered[field.name];
    const kept = field.secret ? stored.secrets[field.name] : stored.plain[field.name];
    const chosen = value === undefined || (value === '' && field.secret) ? kept : value;
    if (chosen) (field.secret ? secrets : plain)[field.name] = chosen;
    else if (field.required) missing.push(field);
  }
  const all = { ...plain, ...secrets };
  for (const name of conditionallyRequired(type, all)) {
    const field = GATEWAY_CREDENTIALS[type].find((f) => f.name === name);
    if (field && !missing.includes(field)) missing.push(field);
  }
  if (missing.length > 0) throw missingFieldsError(missing);
  return { plain, secrets };
}

/** Live or test from the keys (null: they do not say); a key that cannot be right is a 400 naming it. */
export function modeOf(type: GatewayType, credentials: Credentials): boolean | null {
  try {
    return detectMode(type, credentials);
  } catch (error) {
    if (!(error instanceof CredentialProblem)) throw error;
    const field = GATEWAY_CREDENTIALS[type].find((f) => f.name === error.field);
    throw badRequest(error.message, field ? pathOf(field) : error.field);
  }
}

/** Every credential value, for masking them in whatever a provider says back. */
export const credentialValues = (credentials: StoredCredentials) => [
  ...Object.values(credentials.secrets),
  ...Object.values(credentials.plain),
];

/** Same fields, same values. */
export function sameCredentials(a: StoredCredentials, b: StoredCredentials): boolean {
  const text = (c: StoredCredentials) =>
    JSON.stringify(Object.entries({ ...c.plain, ...c.secrets }).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
  return text(a) === text(b);
}
