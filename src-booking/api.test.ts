import { describe, expect, it } from 'vitest';
import { ApiError, bookingApi, bookingClosed, type BookingClosedDetails, type Fetch } from './api';

const answering =
  (status: number, body: unknown): Fetch =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const business = { name: 'Demo Salon', slug: 'demo-salon', phone: '+61 2 9000 0000', email: 'hello@demo.test' };

async function refusal(fetchImpl: Fetch): Promise<unknown> {
  return bookingApi(fetchImpl)
    .page('demo-salon')
    .then(
      () => null,
      (error: unknown) => error,
    );
}

describe("the booking page's refusals", () => {
  it('keeps the code and details of a refusal beside its message', async () => {
    const error = await refusal(answering(409, { message: 'That time was just taken.', code: 'CONFLICT' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'That time was just taken.', code: 'CONFLICT' });
  });

  it('tells a business that takes no bookings online from an unknown page', async () => {
    const brand = {
      primaryColor: '#0f766e',
      secondaryColor: '#f0abfc',
      theme: 'light',
      logoUrl: null,
      showLogo: false,
      showDescription: true,
    };
    const details: BookingClosedDetails = { business, brand, language: 'de' };
    const closed = await refusal(
      answering(404, { message: 'Demo Salon is not taking bookings online.', code: 'BOOKING_CLOSED', details }),
    );
    expect(bookingClosed(closed)).toEqual(details);
    const unknown = await refusal(answering(404, { message: 'Booking page not found', code: 'NOT_FOUND' }));
    expect(bookingClosed(unknown)).toBeNull();
    // A body that does not carry the business is no reason to show an empty name.
    const bare = await refusal(answering(404, { message: 'x', code: 'BOOKING_CLOSED', details: { business: {} } }));
    expect(bookingClosed(bare)).toBeNull();
    // Without its brand, the page still names the business, in the page's own colours.
    const plain = await refusal(answering(404, { message: 'x', code: 'BOOKING_CLOSED', details: { business } }));
    expect(bookingClosed(plain)).toEqual({ business, brand: null, language: 'en' });
    expect(bookingClosed(new Error('offline'))).toBeNull();
  });
});
