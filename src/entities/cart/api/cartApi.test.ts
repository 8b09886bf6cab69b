import { readCartTotals } from './cartApi';

describe('reading the server’s cart totals', () => {
  it('accepts numeric strings and keeps the lines it can read', () => {
    const totals = readCartTotals({
      data: {
        total_quantity: '3',
        total_price: '2018.00',
        promo_discount: '50.00',
        products: [
          { product: { id: 7, slug: 'orbita-130', price: '1299.50', discounted: '999.00', live_stock: 3, translations: [{ name: 'Orbita 130' }] }, quantity: 2 },
          { product: null, quantity: 1 },
          'junk',
        ],
        extra: true,
      },
    });
    expect(totals).toMatchObject({ totalQuantity: 3, totalPrice: 2018, promoDiscount: 50 });
    expect(totals.lines).toHaveLength(1);
    expect(totals.lines[0]).toMatchObject({ quantity: 2, unitPrice: 999, product: { name: 'Orbita 130', liveStock: 3 } });
  });

  it('reads a missing or strange answer as an empty cart priced at zero', () => {
    expect(readCartTotals(null)).toEqual({ lines: [], listed: false, totalQuantity: 0, totalPrice: 0, promoDiscount: 0 });
    expect(readCartTotals({ data: { promo_discount: -20 } }).promoDiscount).toBe(20);
  });
});
