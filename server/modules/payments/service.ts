import {
  GATEWAY_DISPLAY_NAMES,
  GATEWAY_TYPES,
  type GatewayConfigBody,
  type GatewayTestAnswer,
  type GatewayTestBody,
  type GatewayType,
  type PaymentGateway,
} from '../../contract/payments';
import { diffChanges } from '../../documents/diff';
import { assertFresh } from '../../documents/versions';
import { AppError, ConflictError, NotFoundError, PreconditionFailedError } from '../../errors';
import { newId } from '../../ids';
import { adaptersFor, type GatewayAdapters } from '../../integrations/payments/adapters';
import { reasonColumns } from '../../contract/log-reasons';
import { maskedReason, plainReason, ProviderFailure } from '../../integrations/http';
import type { ActivityChange, AppDeps, RequestContext } from '../../types';
import { enteredFields, modeOf, resolveCredentials, sameCredentials, type StoredCredentials } from './credentials';
import { sealSecrets, storedCredentials, toGateway } from './present';
import { RecentTests } from './recent-tests';
import {
  clearOtherDefaults,
  findGateway,
  insertMissingGateways,
  listGateways,
  ownLocationIds,
  recordTestOutcome,
  updateGateway,
  type GatewayPatch,
  type GatewayRow,
  type TestOutcome,
} from './repository';

/** Written in activity entries in place of a secret: that it changed, never what to. */
export const SECRET_MARK = '••••';

const providerOf = (type: GatewayType) => GATEWAY_DISPLAY_NAMES[type];
/** A gateway without a refusal: its words and their key go together. */
const NO_ERROR = { lastError: null, lastErrorKey: null, lastErrorValues: null } as const;
const everything = (credentials: StoredCredentials) => ({ ...credentials.plain, ...credentials.secrets });

const usageError = () =>
  new AppError(400, 'Please select at least one usage: Online Bookings or In-Store Checkout', 'USAGE_NOT_SELECTED', [
    { field: 'useForOnlineBookings', message: 'Please select at least one usage' },
  ]);

const noGatewayHere = () => new AppError(404, 'No payment gateway is set up for this location', 'NOT_FOUND');

/** What the activity log keeps of a gateway: everything shown, secrets only as "stored or not". */
function auditView(gateway: PaymentGateway) {
  const { isEnabled, isDefault, isLive, useForOnlineBookings, useForInStoreCheckout, locationIds } = gateway;
  const { publicKey, merchantId, settings } = gateway;
  return {
    isEnabled,
    isDefault,
    isLive,
    useForOnlineBookings,
    useForInStoreCheckout,
    locationIds,
    publicKey,
    merchantId,
    settings,
  };
}

/** Before/after for the activity log; a secret that changed is recorded as changed, with no value. */
function gatewayChanges(
  before: PaymentGateway,
  after: PaymentGateway,
  secretsBefore: Record<string, string>,
  secretsAfter: Record<string, string>,
): Record<string, ActivityChange> {
  const changes = diffChanges(auditView(before), auditView(after));
  for (const name of new Set([...Object.keys(secretsBefore), ...Object.keys(secretsAfter)])) {
    if (secretsBefore[name] === secretsAfter[name]) continue;
    changes[name] = {
      before: secretsBefore[name] ? SECRET_MARK : null,
      after: secretsAfter[name] ? SECRET_MARK : null,
    };
  }
  return changes;
}

/**
 * Payment gateways (spec part 2 §3-§5, §7): five rows per organization, one per provider, created
 * unconfigured by initialize; connect (POST) and update (PATCH) with the credential rules of
 * GATEWAY_CREDENTIALS; Test Connection as a real request through the provider's adapter.
 * Exactly one configured gateway is the default: the first one connected becomes it, choosing
 * another moves the flag, and the default cannot simply be switched off.
 */
export function paymentGatewaysService(deps: AppDeps, adapters: GatewayAdapters = adaptersFor(deps.config)) {
  const { db, now, secrets: box } = deps;
  const recentTests = new RecentTests();

  function load(ctx: RequestContext, type: GatewayType): GatewayRow {
    const row = findGateway(db, ctx.organizationId, type);
    if (!row) throw new NotFoundError('Payment gateway');
    return row;
  }

  /** The location named in the query: the organization's own, or not found. */
  function assertOwnLocation(ctx: RequestContext, locationId: string): void {
    if (!ownLocationIds(db, ctx.organizationId, [locationId]).has(locationId)) throw new NotFoundError('Location');
  }

  const serves = (row: GatewayRow, locationId: string) =>
    row.isConfigured && (row.locationIds.length === 0 || row.locationIds.includes(locationId));

  /** The chosen locations, all of them the organization's; another's is as unknown as a made-up id. */
  function checkedLocations(ctx: RequestContext, ids: readonly string[]): string[] {
    const own = ownLocationIds(db, ctx.organizationId, ids);
    if (ids.some((id) => !own.has(id))) {
      throw new AppError(400, 'One or more of the chosen locations do not exist', 'VALIDATION_ERROR', [
        { field: 'locationIds', message: 'One or more of the chosen locations do not exist' },
      ]);
    }
    return [...ids];
  }

  /**
   * How saved credentials start out: connected with the confirmed mode when exactly these passed a
   * Test Connection a moment ago, else pending until tested (with the mode the keys show, when they show one).
   */
  function credentialState(
    ctx: RequestContext,
    type: GatewayType,
    credentials: StoredCredentials,
    detected: boolean | null,
    at: Date,
  ): Pick<
    GatewayPatch,
    'credentials' | 'secrets' | 'isLive' | 'status' | 'lastTestedAt' | 'lastError' | 'lastErrorKey' | 'lastErrorValues'
  > {
    const tested = recentTests.match(ctx.organizationId, type, credentials, at);
    return {
      credentials: credentials.plain,
      secrets: sealSecrets(box, credentials.secrets),
      isLive: tested?.isLive ?? detected ?? false,
      status: tested ? 'connected' : 'pending',
      lastTestedAt: tested ? tested.at.toISOString() : null,
      ...NO_ERROR,
    };
  }

  /** Writes the patch if the row is still at its version, moving the default flag when asked. */
  function write(ctx: RequestContext, row: GatewayRow, patch: GatewayPatch, at: Date): GatewayRow {
    const type = row.type as GatewayType;
    db.transaction((tx) => {
      if (patch.isDefault === true && !row.isDefault) clearOtherDefaults(tx, ctx.organizationId, type, at);
      if (!updateGateway(tx, ctx.organizationId, type, row.version, patch, at)) throw new PreconditionFailedError();
    });
    return load(ctx, type);
  }

  return {
    /** All five rows once initialized (configured or not): the screen lists the configured, enabled ones. */
    list: (ctx: RequestContext): PaymentGateway[] =>
      listGateways(db, ctx.organizationId).map((row) => toGateway(box, row)),

    /** Creates the rows not there yet; a second call, or two at once, adds nothing. */
    initialize(ctx: RequestContext): { gateways: PaymentGateway[]; added: number } {
      const at = now().toISOString();
      const added = insertMissingGateways(
        db,
        GATEWAY_TYPES.map((type) => ({
          id: newId(),
          organizationId: ctx.organizationId,
          type,
          feesDescription: `Processing fees are set by ${providerOf(type)} under your ${providerOf(type)} account’s pricing.`,
          createdAt: at,
          updatedAt: at,
        })),
      );
      return { gateways: listGateways(db, ctx.organizationId).map((row) => toGateway(box, row)), added };
    },

    /** One gateway; with a location, only a gateway set up for it. */
    get(ctx: RequestContext, type: GatewayType, locationId: string | undefined): PaymentGateway {
      const row = load(ctx, type);
      if (locationId !== undefined) {
        assertOwnLocation(ctx, locationId);
        if (!serves(row, locationId)) throw noGatewayHere();
      }
      return toGateway(box, row);
    },

    connect(
      ctx: RequestContext,
      type: GatewayType,
      body: GatewayConfigBody,
      locationId: string | undefined,
      ifMatch: string | undefined,
    ) {
      const row = load(ctx, type);
      if (locationId !== undefined) assertOwnLocation(ctx, locationId);
      if (row.isConfigured) {
        throw new ConflictError(`${providerOf(type)} is already connected. Edit it instead.`);
      }
      assertFresh(ifMatch, row.version);
      const credentials = resolveCredentials(type, enteredFields(type, body), { plain: {}, secrets: {} });
      const detected = modeOf(type, everything(credentials));
      const useForOnlineBookings = body.useForOnlineBookings ?? false;
      const useForInStoreCheckout = body.useForInStoreCheckout ?? false;
      if (!useForOnlineBookings && !useForInStoreCheckout) throw usageError();
      // Connected from a location's page without a choice of locations: for that location.
      const locationIds = checkedLocations(ctx, body.locationIds ?? (locationId ? [locationId] : []));
      const othersConfigured = listGateways(db, ctx.organizationId).some((g) => g.type !== type && g.isConfigured);
      const at = now();
      const before = toGateway(box, row);
      const after = toGateway(
        box,
        write(
          ctx,
          row,
          {
            isConfigured: true,
            isEnabled: body.isEnabled ?? true,
            isDefault: !othersConfigured || body.isDefault === true,
            useForOnlineBookings,
            useForInStoreCheckout,
            locationIds,
            ...credentialState(ctx, type, credentials, detected, at),
          },
          at,
        ),
      );
      return { gateway: after, changes: gatewayChanges(before, after, {}, credentials.secrets) };
    },

    update(
      ctx: RequestContext,
      type: GatewayType,
      body: GatewayConfigBody,
      locationId: string | undefined,
      ifMatch: string | undefined,
    ) {
      const row = load(ctx, type);
      if (locationId !== undefined) {
        assertOwnLocation(ctx, locationId);
        if (!serves(row, locationId)) throw noGatewayHere();
      }
      if (!row.isConfigured) {
        throw new ConflictError(`${providerOf(type)} is not connected yet. Connect it first.`);
      }
      assertFresh(ifMatch, row.version);
      const stored = storedCredentials(box, row);
      const credentials = resolveCredentials(type, enteredFields(type, body), stored);
      const detected = modeOf(type, everything(credentials));
      const useForOnlineBookings = body.useForOnlineBookings ?? row.useForOnlineBookings;
      const useForInStoreCheckout = body.useForInStoreCheckout ?? row.useForInStoreCheckout;
      if (!useForOnlineBookings && !useForInStoreCheckout) throw usageError();
      if (body.isDefault === false && row.isDefault) {
        throw new ConflictError(
          'One payment gateway is always the default: make another gateway the default instead',
          'DEFAULT_REQUIRED',
        );
      }
      const at = now();
      const patch: GatewayPatch = {
        // Switching a gateway off keeps its configuration: switching it on again needs no keys.
        isEnabled: body.isEnabled ?? row.isEnabled,
        isDefault: row.isDefault || body.isDefault === true,
        useForOnlineBookings,
        useForInStoreCheckout,
        locationIds: body.locationIds === undefined ? row.locationIds : checkedLocations(ctx, body.locationIds),
        ...(sameCredentials(stored, credentials) ? {} : credentialState(ctx, type, credentials, detected, at)),
      };
      const before = toGateway(box, row);
      const unchanged =
        patch.credentials === undefined &&
        patch.isEnabled === row.isEnabled &&
        patch.isDefault === row.isDefault &&
        patch.useForOnlineBookings === row.useForOnlineBookings &&
        patch.useForInStoreCheckout === row.useForInStoreCheckout &&
        JSON.stringify(patch.locationIds) === JSON.stringify(row.locationIds);
      if (unchanged) return { gateway: before, changes: {} };
      const after = toGateway(box, write(ctx, row, patch, at));
      return { gateway: after, changes: gatewayChanges(before, after, stored.secrets, credentials.secrets) };
    },

    /**
     * Test Connection: a real request to the provider with the entered credentials (blank secrets:
     * the stored ones). A refusal or an outage is an answer (success false, the provider's reason),
     * not an error. When what was tested is the stored configuration, its status records it.
     */
    async test(
      ctx: RequestContext,
      type: GatewayType,
      body: GatewayTestBody,
      locationId: string | undefined,
    ): Promise<GatewayTestAnswer> {
      const row = load(ctx, type);
      if (locationId !== undefined) {
        assertOwnLocation(ctx, locationId);
        if (row.isConfigured && !serves(row, locationId)) throw noGatewayHere();
      }
      const stored = storedCredentials(box, row);
      const credentials = resolveCredentials(type, enteredFields(type, body), stored);
      const detected = modeOf(type, everything(credentials));
      let answer: GatewayTestAnswer;
      let outcome: Omit<TestOutcome, 'lastTestedAt'>;
      try {
        const { isLive } = await adapters[type].testConnection(everything(credentials), detected);
        answer = { success: true, message: `${providerOf(type)} credentials are valid`, reason: null, isLive };
        outcome = { status: 'connected', ...NO_ERROR, isLive };
        recentTests.remember(ctx.organizationId, type, credentials, isLive, now());
      } catch (error) {
        if (!(error instanceof ProviderFailure)) throw error;
        const secrets = Object.values(credentials.secrets);
        const message = plainReason(error.message, secrets);
        const reason = error.reason ? maskedReason(error.reason, secrets) : null;
        const columns = reasonColumns(reason);
        answer = { success: false, message, reason };
        // A refusal says the keys are wrong; an outage or a timeout says nothing about them.
        outcome = {
          status: error.kind === 'rejected' ? 'disconnected' : 'pending',
          lastError: message,
          lastErrorKey: columns.key,
          lastErrorValues: columns.values,
        };
      }
      if (row.isConfigured && sameCredentials(stored, credentials)) {
        recordTestOutcome(db, ctx.organizationId, type, row.version, {
          ...outcome,
          lastTestedAt: now().toISOString(),
        });
      }
      return answer;
    },
  };
}

export type PaymentGatewaysService = ReturnType<typeof paymentGatewaysService>;
