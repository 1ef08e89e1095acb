import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AppointmentListQuery,
  AppointmentView,
  DeskAppointment,
  DeskBookingBody,
} from '../../../../server/contract/appointments';
import type { AvailabilityQuery } from '../../../../server/contract/public-booking';
import { ROUTES } from '../../../../server/contract/routes';
import { api } from '../../api/client';

// The desk's Bookings list (issue 16). Reception keeps it open all day: the list is read again every
// 30 seconds so online bookings show up as they arrive, and after each action.
const { appointments, clients, publicBooking } = ROUTES;

export const REFRESH_MS = 30_000;
export const PAGE_SIZE = 25;

export const bookingKeys = {
  all: ['appointments'] as const,
  list: (query: AppointmentListQuery) => ['appointments', 'list', query] as const,
  clients: (search: string) => ['appointments', 'clients', search] as const,
  menu: (slug: string) => ['appointments', 'menu', slug] as const,
  times: (slug: string, query: AvailabilityQuery) => ['appointments', 'times', slug, query] as const,
};

export const listQuery = (view: AppointmentView, page: number): AppointmentListQuery => ({
  view,
  page,
  pageSize: PAGE_SIZE,
});

export function useAppointments(view: AppointmentView, page: number) {
  const query = listQuery(view, page);
  return useQuery({
    queryKey: bookingKeys.list(query),
    queryFn: ({ signal }) => api.call(appointments.list, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
    staleTime: 0,
  });
}

export function useRefreshBookings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bookingKeys.all });
}

export function useApprove() {
  return useMutation({
    mutationFn: (appointment: DeskAppointment) => api.call(appointments.approve, { params: { id: appointment.id } }),
  });
}

export function useDecline() {
  return useMutation({
    mutationFn: ({ appointment, reason }: { appointment: DeskAppointment; reason: string }) =>
      api.call(appointments.decline, {
        params: { id: appointment.id },
        body: reason.trim() === '' ? {} : { reason: reason.trim() },
      }),
  });
}

/** Reception cancels: `clientAsked` applies the cancellation policy as if the client cancelled. */
export function useCancelBooking() {
  return useMutation({
    mutationFn: ({
      appointment,
      reason,
      clientAsked,
    }: {
      appointment: DeskAppointment;
      reason: string;
      clientAsked: boolean;
    }) =>
      api.call(appointments.cancel, {
        params: { id: appointment.id },
        body: reason.trim() === '' ? { clientAsked } : { reason: reason.trim(), clientAsked },
      }),
  });
}

/** The client did not come: the server takes the no-show fee when the policy says so. */
export function useNoShow() {
  return useMutation({
    mutationFn: (appointment: DeskAppointment) => api.call(appointments.noShow, { params: { id: appointment.id } }),
  });
}

export function useBook() {
  return useMutation({ mutationFn: (body: DeskBookingBody) => api.call(appointments.create, { body }) });
}

/** Clients matching what reception typed (the clients list's own search), a page of them. */
export function useClientSearch(search: string) {
  return useQuery({
    queryKey: bookingKeys.clients(search),
    queryFn: ({ signal }) => api.call(clients.list, { query: { search, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** What can be booked: the booking page's own answer (its locations, services and practitioners). */
export function useBookingMenu(slug: string) {
  return useQuery({
    queryKey: bookingKeys.menu(slug),
    queryFn: ({ signal }) => api.call(publicBooking.page, { params: { slug }, signal }),
  });
}

/** The free times of one day, from the availability engine the public page uses. */
export function useFreeTimes(slug: string, query: AvailabilityQuery | null) {
  return useQuery({
    queryKey: bookingKeys.times(slug, query ?? ({} as AvailabilityQuery)),
    queryFn: ({ signal }) => api.call(publicBooking.availability, { params: { slug }, query: query!, signal }),
    enabled: query !== null,
    staleTime: 0,
  });
}
