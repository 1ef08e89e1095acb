import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '../../../../../server/contract/routes';
import type {
  BookingRules,
  BookingRulesPatch,
  BusinessHours,
  BusinessHoursPatch,
  OnlineBookingPatch,
  OnlineBookingSettings,
} from '../../../../../server/contract/service-booking';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { unversioned, type DocumentEndpoint } from '../../../components/form/endpoint';

/**
 * The three settings documents of Services & Booking (spec part 2 §7: GET and PUT, whole
 * objects). Each save sends the whole document with If-Match (the api client remembers the
 * version it read), so two reception PCs never overwrite each other silently.
 */
const { services } = ROUTES;

const loadOnlineBooking = (signal?: AbortSignal) => api.call(services.onlineBooking, { signal });

export const onlineBookingEndpoint: DocumentEndpoint<OnlineBookingSettings, OnlineBookingPatch> = {
  queryKey: queryKeys.onlineBooking,
  load: (signal) => loadOnlineBooking(signal).then(unversioned),
  save: (body) => api.call(services.saveOnlineBooking, { body }).then(unversioned),
};

export const businessHoursEndpoint: DocumentEndpoint<BusinessHours, BusinessHoursPatch> = {
  queryKey: queryKeys.businessHours,
  load: (signal) => api.call(services.businessHours, { signal }).then(unversioned),
  save: (body) => api.call(services.saveBusinessHours, { body }).then(unversioned),
};

export const bookingRulesEndpoint: DocumentEndpoint<BookingRules, BookingRulesPatch> = {
  queryKey: queryKeys.bookingRules,
  load: (signal) => api.call(services.bookingRules, { signal }).then(unversioned),
  save: (body) => api.call(services.saveBookingRules, { body }).then(unversioned),
};

/**
 * The online booking document as the Booking Rules tab reads it (the cancellation notice is its
 * cancellation window): the same cache entry as the Online Booking tab's form, so a save there
 * shows here at once.
 */
export function useOnlineBooking() {
  return useQuery({ queryKey: queryKeys.onlineBooking, queryFn: ({ signal }) => loadOnlineBooking(signal) });
}

/**
 * Everything a booking rule can apply to, archived services and hidden categories included (a
 * rule on them still shows what it is for). Keys of their own under the Services tab's prefixes:
 * its saves refresh these too, and its filtered lists never share an entry with them.
 */
export function useRuleTargets() {
  const categories = useQuery({
    queryKey: [...queryKeys.categories, 'rule-targets'],
    queryFn: ({ signal }) => api.call(services.categories, { signal }),
  });
  const treatments = useQuery({
    queryKey: [...queryKeys.treatments, 'rule-targets'],
    queryFn: ({ signal }) => api.call(services.treatments, { signal }),
  });
  return { categories, treatments };
}
