import {
  GATEWAY_CREDENTIALS,
  type CredentialField,
  type GatewayConfigBody,
  type GatewayTestBody,
  type GatewayType,
  type PaymentGateway,
} from '../../../../server/contract/payments';

/**
 * The connect / edit dialog's form (spec part 2 §2, §4, §5, §7) as plain data: what it starts
 * with, the spec's checks before anything is sent, and the body of POST / PATCH config and of the
 * test. The dialog only draws it.
 */

/** A first connection (POST config) or a change to a stored one (PATCH config). */
export type GatewayFormMode = 'connect' | 'update';

export interface GatewayFormValues {
  /** What is typed per credential field, by its §3 name (GATEWAY_CREDENTIALS). */
  credentials: Readonly<Record<string, string>>;
  useForOnlineBookings: boolean;
  useForInStoreCheckout: boolean;
  /** Every location (sent as an empty list), or only `locationIds`. */
  allLocations: boolean;
  locationIds: readonly string[];
}

/** The top-level fields a gateway answers in the clear; the other top-level ones are secret. */
const ANSWERED_TOP_FIELDS = ['publicKey', 'merchantId', 'accountId'] as const;
type AnsweredTopField = (typeof ANSWERED_TOP_FIELDS)[number];
const isAnsweredTop = (name: string): name is AnsweredTopField =>
  (ANSWERED_TOP_FIELDS as readonly string[]).includes(name);

/** A gateway already set up is edited (its stored secrets kept); any other is connected. */
export function formModeOf(gateway: PaymentGateway | undefined): GatewayFormMode {
  return gateway?.isConfigured === true ? 'update' : 'connect';
}

/** The stored value of a non-secret field, as the gateway answered it. */
function storedValue(field: CredentialField, gateway: PaymentGateway): string {
  if (field.secret) return '';
  if (field.place === 'settings') return gateway.settings[field.name] ?? '';
  return isAnsweredTop(field.name) ? (gateway[field.name] ?? '') : '';
}

/**
 * What the form opens with: for a stored gateway its non-secret values and choices, every secret
 * field blank (a blank secret keeps the stored one, §4); for a new connection blank fields, used
 * for both online bookings and checkout, at every location.
 */
export function gatewayFormValues(type: GatewayType, gateway: PaymentGateway | undefined): GatewayFormValues {
  const configured = gateway?.isConfigured === true ? gateway : undefined;
  const credentials: Record<string, string> = {};
  for (const field of GATEWAY_CREDENTIALS[type]) {
    credentials[field.name] = configured ? storedValue(field, configured) : '';
  }
  return {
    credentials,
    useForOnlineBookings: configured?.useForOnlineBookings ?? true,
    useForInStoreCheckout: configured?.useForInStoreCheckout ?? true,
    allLocations: (configured?.locationIds.length ?? 0) === 0,
    locationIds: configured?.locationIds ?? [],
  };
}

const typed = (values: GatewayFormValues, name: string): string => (values.credentials[name] ?? '').trim();

/**
 * The required fields left blank (spec §5), in the form's order. When editing, a blank secret keeps
 * the stored value, so a required secret may stay blank.
 */
export function missingRequiredFields(
  type: GatewayType,
  values: GatewayFormValues,
  mode: GatewayFormMode,
): CredentialField[] {
  return GATEWAY_CREDENTIALS[type].filter(
    (field) => field.required && typed(values, field.name) === '' && !(mode === 'update' && field.secret),
  );
}

export type GatewayFormProblem = { kind: 'missing'; fields: CredentialField[] } | { kind: 'usage' };

/** The spec's checks before Connect / Update, in its order: required fields, then a usage. */
export function checkGatewayForm(
  type: GatewayType,
  values: GatewayFormValues,
  mode: GatewayFormMode,
): GatewayFormProblem | null {
  const fields = missingRequiredFields(type, values, mode);
  if (fields.length > 0) return { kind: 'missing', fields };
  if (!values.useForOnlineBookings && !values.useForInStoreCheckout) return { kind: 'usage' };
  return null;
}

type Credentials = Pick<GatewayConfigBody, 'publicKey' | 'secretKey' | 'webhookSecret' | 'merchantId' | 'accountId'>;
const isTopField = (name: string): name is keyof Credentials =>
  ['publicKey', 'secretKey', 'webhookSecret', 'merchantId', 'accountId'].includes(name);

/**
 * The credentials as the body carries them: each in its place (top level or `settings`, per
 * GATEWAY_CREDENTIALS), trimmed (a pasted key often brings a space). A blank secret is left out
 * (the server keeps the stored one); a blank other field is left out too, except that an update
 * sends it empty so that clearing an optional field (a Webhook ID) really clears it.
 */
function credentialsBody(
  type: GatewayType,
  values: GatewayFormValues,
  clearBlankFields: boolean,
): Credentials & { settings?: Record<string, string> } {
  const body: Credentials & { settings?: Record<string, string> } = {};
  const settings: Record<string, string> = {};
  for (const field of GATEWAY_CREDENTIALS[type]) {
    const value = typed(values, field.name);
    if (value === '' && (field.secret || !clearBlankFields)) continue;
    if (field.place === 'settings') settings[field.name] = value;
    else if (isTopField(field.name)) body[field.name] = value;
  }
  if (Object.keys(settings).length > 0) body.settings = settings;
  return body;
}

/** The body of POST (connect) or PATCH (update) config: the gateway turned on, as the form says. */
export function gatewayConfigBody(
  type: GatewayType,
  values: GatewayFormValues,
  mode: GatewayFormMode,
): GatewayConfigBody {
  return {
    isEnabled: true,
    useForOnlineBookings: values.useForOnlineBookings,
    useForInStoreCheckout: values.useForInStoreCheckout,
    // §3: an empty list means every location; choosing "some" with none ticked means the same.
    locationIds: values.allLocations ? [] : [...values.locationIds],
    ...credentialsBody(type, values, mode === 'update'),
  };
}

/** Test Connection: the credentials typed so far; blank ones fall back to the stored values. */
export function gatewayTestBody(type: GatewayType, values: GatewayFormValues): GatewayTestBody {
  return credentialsBody(type, values, false);
}

/** Whether the stored gateway holds a value for this secret field (its hint says it is kept). */
export function hasStoredSecret(gateway: PaymentGateway | undefined, field: CredentialField): boolean {
  return field.secret && gateway?.isConfigured === true && gateway.storedSecrets.includes(field.name);
}
