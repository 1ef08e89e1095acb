import type {
  BookingSettings,
  BookingSettingsPatch,
  DepositSettingsAnswer,
  DepositSettingsPatch,
} from '../../contract/booking-widget';
import { mergeDeep, readDocument, writeDocument } from '../../documents/documents';
import type { DocumentService } from '../../documents/routes';
import type { AppDeps } from '../../types';
import { organizationDataKind } from '../organizations/document';
import { bookingSettingsKind, depositSettingsKind } from './documents';
import { bookingGateway } from './gateway';
import { checkBookingSettings, checkDepositSettings, withDepositDefaults } from './rules';

/** The booking settings: the patch laid over the stored document, then its rules (rules.ts). */
export function bookingSettingsService(deps: AppDeps): DocumentService<BookingSettings, BookingSettingsPatch> {
  return {
    get: (ctx) => readDocument(deps.db, bookingSettingsKind, ctx),
    save: (ctx, patch, ifMatch) =>
      writeDocument(
        deps.db,
        bookingSettingsKind,
        ctx,
        (current) => {
          const next = mergeDeep(current, patch);
          checkBookingSettings(next);
          return next;
        },
        ifMatch,
        deps.now(),
      ),
  };
}

/**
 * The deposit settings, answered with the gateway online bookings would be paid through (what the
 * screen locks its options by). A save fills the chosen deposit type's amounts, then checks the
 * requirement against that gateway inside the write's transaction.
 */
export function depositSettingsService(
  deps: AppDeps,
): DocumentService<DepositSettingsAnswer, DepositSettingsPatch, DepositSettingsAnswer> {
  const { db } = deps;
  return {
    get(ctx) {
      const { data, version } = readDocument(db, depositSettingsKind, ctx);
      const depositSettings = withDepositDefaults(data.depositSettings);
      return { data: { depositSettings, paymentGateway: bookingGateway(db, ctx.organizationId) }, version };
    },
    save(ctx, patch, ifMatch) {
      const gateway = bookingGateway(db, ctx.organizationId);
      const { currency } = readDocument(db, organizationDataKind, ctx).data;
      const saved = writeDocument(
        db,
        depositSettingsKind,
        ctx,
        (current) => {
          const depositSettings = withDepositDefaults(mergeDeep(current.depositSettings, patch.depositSettings));
          checkDepositSettings(depositSettings, gateway, currency);
          return { depositSettings };
        },
        ifMatch,
        deps.now(),
      );
      return { ...saved, data: { depositSettings: saved.data.depositSettings, paymentGateway: gateway } };
    },
  };
}
