import type { CardBody, CardFormAnswer, ManagedAppointment } from '../contract/public-booking';
import { isoWithOffset, offsetMinutesAt } from '../contract/availability/zone-clock';
import type { Db, DbOrTx } from '../db/client';
import { ConflictError, NotFoundError } from '../errors';
import { readDocument } from '../documents/documents';
import { brandingKind } from '../modules/branding/document';
import { findLocation } from '../modules/locations/repository';
import { findOrganization } from '../modules/organizations/repository';
import { assertNotInMaintenance } from '../modules/system-configuration/document';
import { findUser } from '../modules/team/repository';
import { wakeWorker } from '../notifications/deliver';
import { appointmentCancelled, appointmentRescheduled } from '../notifications/events';
import type { AppDeps } from '../types';
import {
  assertWithinLimits,
  choosePractitioner,
  describeStored,
  guarded,
  itemRows,
  parseStart,
  writeAppointmentSpans,
} from './book';
import { hashManageToken } from './manage-token';
import { BOOKING_MESSAGES } from './messages';
import { bookingPolicies, organizationCaller, type BookingPolicies } from './policies';
import {
  deleteBusyOfAppointment,
  findAppointmentByTokenHash,
  itemsOf,
  replaceItems,
  updateAppointment,
  type AppointmentRow,
} from './repository';
import { freeAt, resolveTarget } from './slot-check';
import type { BookingPayments } from './payment';
import { cardForms } from './card-form';
import { cancellationTerms, presentPayment } from './payment-present';
import { planItems } from './spans';
import { bookingWidgetSettings } from '../modules/booking-widget/settings';

const HOUR_MS = 3_600_000;
const LIVE_STATUSES = new Set(['pending', 'confirmed']);
/** A booking still waiting for its payment may be given up at any time: nothing was taken yet. */
const CANCELLABLE_UNPAID = 'awaiting_payment';

/** The appointment a manage link names; an unknown or malformed token is simply not found. */
function byToken(db: DbOrTx, token: string): AppointmentRow {
  const found = findAppointmentByTokenHash(db, hashManageToken(token));
  if (!found) throw new NotFoundError('Booking');
  return found;
}

/** The first look at a manage link: a business under maintenance takes no changes from its page. */
function openByToken(db: Db, token: string): AppointmentRow {
  const found = byToken(db, token);
  assertNotInMaintenance(db, found.organizationId);
  return found;
}

/** Until when the client may still cancel or move it online (null: cancellations are off). */
function changeDeadline(appointment: AppointmentRow, policies: BookingPolicies): number | null {
  if (!policies.allowCancellations) return null;
  return Date.parse(appointment.startAt) - policies.cancellationHours * HOUR_MS;
}

function assertChangeable(appointment: AppointmentRow, policies: BookingPolicies, nowMs: number): void {
  if (!LIVE_STATUSES.has(appointment.status)) throw new ConflictError(BOOKING_MESSAGES.notChangeable);
  const deadline = changeDeadline(appointment, policies);
  if (deadline === null) throw new ConflictError(BOOKING_MESSAGES.cancellationsOff);
  if (nowMs > deadline) throw new ConflictError(BOOKING_MESSAGES.windowClosed(policies.cancellationHours));
}

const inZone = (iso: string, timeZone: string): string => {
  const ms = Date.parse(iso);
  return isoWithOffset(ms, offsetMinutesAt(timeZone, ms));
};

/** What the manage page shows: this booking only, the practitioner by first name, no client details. */
function present(db: Db, appointment: AppointmentRow, nowMs: number): ManagedAppointment {
  const { organizationId, timeZone } = appointment;
  const policies = bookingPolicies(db, organizationId);
  const items = itemsOf(db, organizationId, appointment.id);
  const organization = findOrganization(db, organizationId);
  const location = findLocation(db, organizationId, appointment.locationId);
  const practitionerId = items[0]?.practitionerId ?? '';
  const practitioner = findUser(db, organizationId, practitionerId)?.user;
  const deadline = changeDeadline(appointment, policies);
  const open = LIVE_STATUSES.has(appointment.status) && deadline !== null && nowMs <= deadline;
  const unpaid = appointment.status === CANCELLABLE_UNPAID;
  return {
    id: appointment.id,
    status: appointment.status as ManagedAppointment['status'],
    start: inZone(appointment.startAt, timeZone),
    end: inZone(appointment.endAt, timeZone),
    timeZone,
    // Named as its booking page names it: the brand's name where one is set.
    business: {
      name:
        readDocument(db, brandingKind, organizationCaller(organizationId)).data.brandName || organization?.name || '',
      slug: organization?.slug ?? '',
    },
    location: { id: appointment.locationId, name: location?.name ?? '', address: location?.address ?? '' },
    services: items.map((item) => ({
      name: item.serviceName,
      start: inZone(item.startAt, timeZone),
      end: inZone(item.endAt, timeZone),
    })),
    practitioner: { id: practitionerId, firstName: practitioner?.firstName ?? '' },
    canCancel: open || unpaid,
    canReschedule: open,
    changeDeadline: deadline === null ? null : inZone(new Date(deadline).toISOString(), timeZone),
    payment: presentPayment(appointment),
    cancellationTerms: open
      ? cancellationTerms(appointment, bookingWidgetSettings(db, organizationId).depositSettings, nowMs)
      : null,
  };
}

/** The manage link's appointments: read, cancel and move, each by the token alone. */
export function manageService(deps: AppDeps, payments: BookingPayments) {
  const { db } = deps;
  const cards = cardForms(deps, payments);
  const nowMs = () => deps.now().getTime();

  return {
    show: (token: string): ManagedAppointment => present(db, openByToken(db, token), nowMs()),

    /** The client back from the provider's checkout (or the page asking again): the payment is read and the booking settled. */
    async checkPayment(token: string): Promise<ManagedAppointment> {
      const settled = await payments.settle(openByToken(db, token));
      return present(db, settled, nowMs());
    },

    /** The provider's card form the booking waits for (409 when it waits for none). */
    cardForm: (token: string): CardFormAnswer => cards.form(openByToken(db, token)),

    /** The card form submitted: taken, held or kept by the provider, and the booking settled. */
    async submitCard(token: string, card: CardBody, baseUrl: string): Promise<ManagedAppointment> {
      const appointment = openByToken(db, token);
      const slug = findOrganization(db, appointment.organizationId)?.slug ?? '';
      const settled = await cards.submit(appointment, card, `${baseUrl}/${slug}/book/manage/${token}`);
      return present(db, settled, nowMs());
    },

    /**
     * Within the window: cancelled, its spans freed for others, the client and team told, then its
     * money settled by the policy (a refund, a hold let go, a late fee). A booking still waiting
     * for its payment is asked about first, and given up if the payment never came.
     */
    async cancel(token: string): Promise<ManagedAppointment> {
      // Paid meanwhile, it is cancelled as a paid booking (the policy's refund); else given up.
      const current = openByToken(db, token);
      if (current.status === CANCELLABLE_UNPAID) await payments.settle(current);
      const at = deps.now();
      const cancelled = db.transaction((tx) => {
        const appointment = byToken(tx, token);
        if (appointment.status !== CANCELLABLE_UNPAID) {
          assertChangeable(appointment, bookingPolicies(db, appointment.organizationId), at.getTime());
        }
        const iso = at.toISOString();
        const patch = { status: 'cancelled', cancelledAt: iso, cancelledBy: 'client', updatedAt: iso };
        if (!updateAppointment(tx, appointment.organizationId, appointment.id, appointment.version, patch)) {
          throw new ConflictError(BOOKING_MESSAGES.notChangeable);
        }
        deleteBusyOfAppointment(tx, appointment.organizationId, appointment.id);
        const written = { ...appointment, ...patch, version: appointment.version + 1 };
        // Nobody was told of a booking never paid for; its checkout is settled by the sweep.
        if (appointment.status !== CANCELLABLE_UNPAID) appointmentCancelled(deps, describeStored(tx, written), { tx });
        return written;
      });
      wakeWorker(deps);
      const settled = await payments.settleCancellation(cancelled, { byBusiness: false });
      return present(db, settled, at.getTime());
    },

    /**
     * Within the window, to a start the page offers: in one transaction its spans are freed, the
     * new start searched as a new booking would be (the same practitioner kept when free), and the
     * new spans written; the guard refuses an overlap that raced in.
     */
    reschedule(token: string, start: string): ManagedAppointment {
      const at = deps.now();
      const now = at.getTime();
      const startMs = parseStart(start);
      openByToken(db, token);
      const result = guarded(() =>
        db.transaction((tx) => {
          const appointment = byToken(tx, token);
          const { organizationId } = appointment;
          assertChangeable(appointment, bookingPolicies(db, organizationId), now);
          const oldItems = itemsOf(tx, organizationId, appointment.id);
          const previousPractitioner = oldItems[0]?.practitionerId;
          deleteBusyOfAppointment(tx, organizationId, appointment.id);
          const target = resolveTarget(
            db,
            organizationId,
            { locationId: appointment.locationId, serviceIds: oldItems.map((item) => item.serviceId) },
            'online',
          );
          assertWithinLimits(target, startMs, now);
          const practitionerId = choosePractitioner(freeAt(tx, target, startMs, now), undefined, previousPractitioner);
          const items = planItems(target.services, startMs);
          const iso = at.toISOString();
          const patch = {
            startAt: new Date(items[0]!.startMs).toISOString(),
            endAt: new Date(items[items.length - 1]!.endMs).toISOString(),
            updatedAt: iso,
          };
          if (!updateAppointment(tx, organizationId, appointment.id, appointment.version, patch)) {
            throw new ConflictError(BOOKING_MESSAGES.notChangeable);
          }
          replaceItems(
            tx,
            organizationId,
            appointment.id,
            itemRows(organizationId, appointment.id, practitionerId, items),
          );
          writeAppointmentSpans(tx, organizationId, appointment.id, practitionerId, items, now);
          const moved = { ...appointment, ...patch, version: appointment.version + 1 };
          appointmentRescheduled(deps, describeStored(tx, moved), new Date(appointment.startAt), { tx });
          return present(db, moved, now);
        }),
      );
      wakeWorker(deps);
      return result;
    },
  };
}
