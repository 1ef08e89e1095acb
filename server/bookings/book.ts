import type { DepositSettings } from '../contract/booking-widget';
import type { GatewayType } from '../contract/payments';
import { CHECKOUT_MINUTES, HOLD_MINUTES } from '../contract/public-booking';
import { MINUTE_MS, DAY_MS } from '../contract/availability/zone-clock';
import type { DbOrTx } from '../db/client';
import { AppError, ConflictError, NotFoundError } from '../errors';
import { newId } from '../ids';
import { findClient, findClientByKey, insertClient, type ClientRow } from '../modules/clients/repository';
import { emailKeyOf, newClientRow, phoneKeyOf } from '../modules/clients/rules';
import { findLocation } from '../modules/locations/repository';
import { findUser } from '../modules/team/repository';
import { wakeWorker } from '../notifications/deliver';
import { appointmentBooked, type AppointmentDescription } from '../notifications/events';
import type { AppDeps } from '../types';
import { newManageToken } from './manage-token';
import { paymentPlan } from './payment-rules';
import { BOOKING_MESSAGES } from './messages';
import {
  deleteExpiredHolds,
  deleteHold,
  findHold,
  insertAppointment,
  insertBusySpans,
  insertHold,
  itemsOf,
  type AppointmentItemRow,
  type AppointmentRow,
} from './repository';
import { freeAt, resolveTarget, type BookingChannel, type BookingTarget, type ResolvedTarget } from './slot-check';
import { busySpans, planItems, type PlannedItem } from './spans';

/** A new client's details (the public page), or a client already on file (the desk). */
export type BookingClient =
  { firstName: string; lastName: string; email: string; phone: string } | { clientId: string };

export interface BookingInput {
  organizationId: string;
  channel: BookingChannel;
  target: BookingTarget;
  /** ISO instant of the first service's start. */
  start: string;
  /** The caller's own hold on the slot: released as the booking is written. */
  holdId?: string;
  client: BookingClient;
  notes?: string;
  /** The signed-in user at the desk; none online. */
  createdBy?: string | null;
  /**
   * Online, when the business asks for a payment: its deposit settings and the gateway that takes
   * it. The booking is then written awaiting_payment, its slot kept for CHECKOUT_MINUTES.
   */
  payment?: { settings: DepositSettings; provider: GatewayType };
}

export interface BookingResult {
  appointment: AppointmentRow;
  practitionerId: string;
  /** The manage link's token: given once, never stored. */
  manageToken: string;
}

/** The guard's refusal (migration 0012): a row overlapping a live span of the same practitioner. */
export function isSlotTaken(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_TRIGGER' || error.message.includes('SLOT_TAKEN');
}

/** Runs a write; the guard's refusal, however it was reached, answers 409 with a sentence. */
export function guarded<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (isSlotTaken(error)) throw new ConflictError(BOOKING_MESSAGES.slotTaken);
    throw error;
  }
}

export function parseStart(start: string): number {
  const ms = Date.parse(start);
  if (!Number.isFinite(ms)) throw new AppError(400, 'Start must be a date and time.', 'VALIDATION_ERROR');
  return ms;
}

/** The online notice and horizon, refused with the reason (the engine would only say "not offered"). */
export function assertWithinLimits(target: ResolvedTarget, startMs: number, nowMs: number): void {
  const { minimumNoticeMinutes, maximumAdvanceDays } = target.rules;
  if (startMs < nowMs + minimumNoticeMinutes * MINUTE_MS) {
    throw new AppError(400, BOOKING_MESSAGES.noticeTooShort(minimumNoticeMinutes), 'VALIDATION_ERROR');
  }
  if (startMs > nowMs + maximumAdvanceDays * DAY_MS) {
    throw new AppError(400, BOOKING_MESSAGES.tooFarAhead(maximumAdvanceDays), 'VALIDATION_ERROR');
  }
}

/**
 * Who takes the slot: the one asked for, else ("any practitioner") the first free one in the
 * slot's list, which is the team list's order. The search answered who is free, so this only
 * chooses among them.
 */
export function choosePractitioner(free: readonly string[], preferred?: string, likely?: string): string {
  // `likely`: the one a hold or the booking being moved had, kept when still free.
  const chosen =
    preferred !== undefined ? free.find((id) => id === preferred) : (free.find((id) => id === likely) ?? free[0]);
  if (chosen === undefined) throw new ConflictError(BOOKING_MESSAGES.slotTaken);
  return chosen;
}

/** The client by email, then by phone; a new client when neither is on file. */
function clientFor(deps: AppDeps, db: DbOrTx, organizationId: string, client: BookingClient): ClientRow {
  if ('clientId' in client) {
    const found = findClient(db, organizationId, client.clientId);
    if (!found) throw new NotFoundError('Client');
    return found;
  }
  const emailKey = emailKeyOf(client.email);
  const phoneKey = phoneKeyOf(client.phone);
  const existing =
    (emailKey && findClientByKey(db, organizationId, { column: 'emailKey', value: emailKey })) ||
    (phoneKey && findClientByKey(db, organizationId, { column: 'phoneKey', value: phoneKey })) ||
    undefined;
  if (existing) return existing;
  const row = newClientRow(
    organizationId,
    { firstName: client.firstName, lastName: client.lastName, email: client.email, phone: client.phone },
    deps.now().toISOString(),
  );
  insertClient(db, row);
  return row;
}

export function itemRows(
  organizationId: string,
  appointmentId: string,
  practitionerId: string,
  items: readonly PlannedItem[],
): AppointmentItemRow[] {
  return items.map((item, position) => ({
    id: newId(),
    organizationId,
    appointmentId,
    position,
    serviceId: item.service.id,
    variantId: null,
    serviceName: item.service.name,
    practitionerId,
    startAt: new Date(item.startMs).toISOString(),
    endAt: new Date(item.endMs).toISOString(),
    bufferBeforeMinutes: item.service.bufferBeforeMinutes,
    bufferAfterMinutes: item.service.bufferAfterMinutes,
    processingStartAt: item.processing ? new Date(item.processing.startMs).toISOString() : null,
    processingEndAt: item.processing ? new Date(item.processing.endMs).toISOString() : null,
    priceMinor: item.service.priceMinor,
  }));
}

export function writeAppointmentSpans(
  db: DbOrTx,
  organizationId: string,
  appointmentId: string,
  practitionerId: string,
  items: readonly PlannedItem[],
  nowMs: number,
  expiresMs: number | null = null,
): void {
  insertBusySpans(
    db,
    busySpans(items).map(([startMs, endMs]) => ({
      id: newId(),
      organizationId,
      practitionerId,
      startMs,
      endMs,
      appointmentId,
      holdId: null,
      expiresMs,
      createdMs: nowMs,
    })),
  );
}

/** What the notification engine is told about an appointment. */
export function describeAppointment(
  db: DbOrTx,
  appointment: AppointmentRow,
  items: readonly Pick<AppointmentItemRow, 'serviceName'>[],
  practitionerId: string,
  client: ClientRow,
  locationName: string,
): AppointmentDescription {
  const practitioner = findUser(db, appointment.organizationId, practitionerId)?.user;
  return {
    id: appointment.id,
    organizationId: appointment.organizationId,
    start: new Date(appointment.startAt),
    end: new Date(appointment.endAt),
    timeZone: appointment.timeZone,
    client: {
      id: client.id,
      firstName: client.firstName,
      lastName: client.lastName,
      email: client.email === '' ? null : client.email,
      phone: client.phone === '' ? null : client.phone,
    },
    serviceName: items.map((item) => item.serviceName).join(' + '),
    practitioner: practitioner
      ? { userId: practitioner.id, name: `${practitioner.firstName} ${practitioner.lastName}`.trim() }
      : null,
    locationName,
  };
}

/** What the notification engine is told about an appointment already written. */
export function describeStored(tx: DbOrTx, appointment: AppointmentRow): AppointmentDescription {
  const items = itemsOf(tx, appointment.organizationId, appointment.id);
  const client = findClient(tx, appointment.organizationId, appointment.clientId)!;
  const location = findLocation(tx, appointment.organizationId, appointment.locationId);
  return describeAppointment(tx, appointment, items, items[0]?.practitionerId ?? '', client, location?.name ?? '');
}

/**
 * Books an appointment, online or at the desk, in one transaction: the slot is searched again
 * against what the guard's table holds at this moment (the caller's own hold released first),
 * the practitioner chosen, the client found or created, the appointment, its items and its busy
 * spans written, and its messages queued. The trigger on the busy spans has the last word: two
 * overlapping bookings of one practitioner cannot both be written, whatever raced.
 */
export function bookAppointment(deps: AppDeps, input: BookingInput): BookingResult {
  const { organizationId } = input;
  const at = deps.now();
  const nowMs = at.getTime();
  const startMs = parseStart(input.start);
  const result = guarded(() =>
    deps.db.transaction((tx) => {
      deleteExpiredHolds(tx, organizationId, nowMs);
      const target = resolveTarget(deps.db, organizationId, input.target, input.channel);
      if (input.channel === 'online') assertWithinLimits(target, startMs, nowMs);
      const hold = input.holdId === undefined ? undefined : findHold(tx, organizationId, input.holdId);
      if (hold) deleteHold(tx, organizationId, hold.id);
      const practitionerId = choosePractitioner(
        freeAt(tx, target, startMs, nowMs),
        input.target.practitionerId,
        hold?.practitionerId,
      );
      const client = clientFor(deps, tx, organizationId, input.client);
      const items = planItems(target.services, startMs);
      const { token, hash } = newManageToken();
      const id = newId(nowMs);
      const iso = at.toISOString();
      const currency = target.services[0]!.currency;
      const totalMinor = target.services.reduce((sum, service) => sum + service.priceMinor, 0);
      const plan = input.payment ? paymentPlan(input.payment.settings, totalMinor, currency) : null;
      const status = plan
        ? 'awaiting_payment'
        : input.channel === 'online' && target.policies.requireApproval
          ? 'pending'
          : 'confirmed';
      const appointment: AppointmentRow = {
        id,
        organizationId,
        locationId: target.location.id,
        clientId: client.id,
        status,
        source: input.channel,
        startAt: new Date(items[0]!.startMs).toISOString(),
        endAt: new Date(items[items.length - 1]!.endMs).toISOString(),
        timeZone: target.timeZone,
        notes: input.notes?.trim() ?? '',
        manageTokenHash: hash,
        currency,
        totalMinor,
        paymentRequirement: plan?.requirement ?? 'none',
        amountDueMinor: plan?.amountMinor ?? 0,
        paymentStatus: plan ? 'pending' : 'none',
        paymentProvider: plan ? input.payment!.provider : null,
        paymentReference: null,
        amountPaidMinor: 0,
        amountRefundedMinor: 0,
        feeChargedMinor: 0,
        checkoutId: null,
        checkoutUrl: null,
        savedCustomerId: null,
        savedPaymentMethodId: null,
        cancelledAt: null,
        cancelledBy: null,
        cancellationReason: null,
        createdBy: input.createdBy ?? null,
        version: 1,
        createdAt: iso,
        updatedAt: iso,
      };
      const rows = itemRows(organizationId, id, practitionerId, items);
      insertAppointment(tx, appointment, rows);
      // Awaiting its payment, the slot is kept only as long as the checkout stays open.
      writeAppointmentSpans(
        tx,
        organizationId,
        id,
        practitionerId,
        items,
        nowMs,
        plan ? nowMs + CHECKOUT_MINUTES * MINUTE_MS : null,
      );
      // A booking waiting for approval is not confirmed yet: its confirmation (and reminders, and
      // the team's notice) go out when reception approves it (modules/appointments).
      if (appointment.status === 'confirmed') {
        appointmentBooked(
          deps,
          describeAppointment(tx, appointment, rows, practitionerId, client, target.location.name),
          { tx },
        );
      }
      return { appointment, practitionerId, manageToken: token };
    }),
  );
  wakeWorker(deps);
  return result;
}

export interface HoldInput {
  organizationId: string;
  target: BookingTarget;
  start: string;
  ipAddress: string;
}

/**
 * Keeps a slot for HOLD_MINUTES while the client types: a hold row and its busy spans, which
 * block everyone else until they expire (the trigger ignores them after that; they are cleared
 * lazily by the next hold or booking of the organization).
 */
export function holdSlot(
  deps: AppDeps,
  input: HoldInput,
): { holdId: string; expiresAt: string; practitionerId: string } {
  const { organizationId } = input;
  const at = deps.now();
  const nowMs = at.getTime();
  const startMs = parseStart(input.start);
  const expiresMs = nowMs + HOLD_MINUTES * MINUTE_MS;
  return guarded(() =>
    deps.db.transaction((tx) => {
      deleteExpiredHolds(tx, organizationId, nowMs);
      const target = resolveTarget(deps.db, organizationId, input.target, 'online');
      assertWithinLimits(target, startMs, nowMs);
      const practitionerId = choosePractitioner(freeAt(tx, target, startMs, nowMs), input.target.practitionerId);
      const holdId = newId(nowMs);
      const expiresAt = new Date(expiresMs).toISOString();
      insertHold(tx, {
        id: holdId,
        organizationId,
        locationId: target.location.id,
        serviceIds: target.services.map((service) => service.id),
        practitionerId,
        startAt: new Date(startMs).toISOString(),
        expiresAt,
        ipAddress: input.ipAddress,
        createdAt: at.toISOString(),
      });
      insertBusySpans(
        tx,
        busySpans(planItems(target.services, startMs)).map(([from, to]) => ({
          id: newId(nowMs),
          organizationId,
          practitionerId,
          startMs: from,
          endMs: to,
          appointmentId: null,
          holdId,
          expiresMs,
          createdMs: nowMs,
        })),
      );
      return { holdId, expiresAt, practitionerId };
    }),
  );
}
