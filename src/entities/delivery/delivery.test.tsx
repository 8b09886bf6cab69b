import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { renderEntityHook } from '@/test/entityStore';
import { apiBase, server } from '@/test/msw';
import { TBILISI, deliveryFee, shortOfFreeDelivery, useDeliveryOptions } from '.';

const offer = {
  methods: [
    {
      code: 'courier',
      translations: [{ name: 'Courier' }],
      fee: '10.00',
      free_from: '300',
      days_min: 1,
      days_max: 2,
      working_days: true,
    },
    { code: 'pickup', translations: [{ name: 'Pickup' }], fee: 0, free_from: null, days_min: 0, days_max: 1 },
    { code: 'drone', translations: [{ name: 'Drone' }], fee: 99 },
  ],
  regions: [{ code: TBILISI, translations: [{ name: 'Tbilisi' }] }, { code: 'imereti' }, { name: 'no code' }],
  pickup_points: [],
};

describe('the delivery the shop offers', () => {
  it('reads the methods it knows and the regions, leaving out pickup with nowhere to pick up from', async () => {
    server.use(http.get(`${apiBase}/api/delivery-methods`, () => HttpResponse.json({ data: offer })));
    const { result } = renderEntityHook(useDeliveryOptions);
    await waitFor(() => expect(result.current.options).not.toBeNull());
    expect(result.current.options).toEqual({
      methods: [
        { code: 'courier', name: 'Courier', fee: 10, freeFrom: 300, daysMin: 1, daysMax: 2, workingDays: true },
      ],
      regions: [
        { code: TBILISI, name: 'Tbilisi' },
        { code: 'imereti', name: 'imereti' },
      ],
      pickupPoints: [],
    });
    await expect(result.current.offered()).resolves.toBe(true);
  });

  it('offers none when the server has no such route (a server of the spec’s contract)', async () => {
    server.use(http.get(`${apiBase}/api/delivery-methods`, () => new HttpResponse('Not Found', { status: 404 })));
    const { result } = renderEntityHook(useDeliveryOptions);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.options).toBeNull();
    await expect(result.current.offered()).resolves.toBe(false);
  });

  it('charges the fee below the threshold and nothing from it on, and says how much is missing', () => {
    const courier = { fee: 10, freeFrom: 300 };
    expect(deliveryFee(courier, 299.99)).toBe(10);
    expect(deliveryFee(courier, 300)).toBe(0);
    expect(deliveryFee({ fee: 10, freeFrom: null }, 10_000)).toBe(10);
    expect(shortOfFreeDelivery(courier, 120.1)).toBe(179.9);
    expect(shortOfFreeDelivery(courier, 300)).toBeNull();
    expect(shortOfFreeDelivery({ fee: 0, freeFrom: 300 }, 0)).toBeNull();
    expect(shortOfFreeDelivery({ fee: 10, freeFrom: null }, 0)).toBeNull();
  });
});
