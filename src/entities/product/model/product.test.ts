import { normalizeProduct, normalizeProducts, unitPrice } from './product';

const raw = {
  id: 7,
  slug: 'orbita-130',
  img: 'a.webp',
  img2: null,
  img3: 'c.webp',
  pdf: 'orbita.pdf',
  price: '1299.50',
  discounted: '999.00',
  live_stock: '4',
  created_at: '2025-01-01T00:00:00Z',
  translations: [{ name: 'Orbita 130', details: '<p>Good</p>' }],
  stocks: [{ warehouse: { img: 'tbilisi.webp', translations: [{ name: 'Tbilisi' }] } }],
  extra: 'ignored',
};

describe('reading a product from the API', () => {
  it('accepts numeric strings for money and stock', () => {
    const product = normalizeProduct(raw)!;
    expect(product).toMatchObject({ price: 1299.5, discounted: 999, liveStock: 4, name: 'Orbita 130' });
    expect(unitPrice(product)).toBe(999);
  });

  it('keeps the images in order without the missing ones', () => {
    expect(normalizeProduct(raw)!.images).toEqual(['a.webp', 'c.webp']);
  });

  it("reads each picture's alternative text in the page's language, leaving out an empty one", () => {
    const pictures = [
      {
        img: 'a.webp',
        translations: [
          { locale: 'ka', alt: 'ტელესკოპი შტატივზე' },
          { locale: 'en', alt: 'On its tripod' },
        ],
      },
      { img: 'c.webp', translations: [{ locale: 'ka', alt: '' }] },
    ];
    expect(normalizeProduct({ ...raw, pictures })!.alts).toEqual({ 'a.webp': 'ტელესკოპი შტატივზე' });
  });

  it('reads warehouses with their image and name', () => {
    expect(normalizeProduct(raw)!.stocks).toEqual([{ img: 'tbilisi.webp', name: 'Tbilisi' }]);
  });

  it('tolerates missing optional fields', () => {
    expect(normalizeProduct({ id: 1, slug: 'bare' })).toEqual({
      id: 1,
      slug: 'bare',
      name: null,
      details: null,
      images: [],
      alts: {},
      pdf: null,
      price: null,
      discounted: null,
      liveStock: 0,
      createdAt: null,
      stocks: [],
      specs: [],
      installment: null,
      fit: null,
    });
  });

  it('is not on sale when the discounted price is not below the price', () => {
    expect(normalizeProduct({ ...raw, discounted: '1500' })!.discounted).toBeNull();
  });

  it('skips entries without an id or slug', () => {
    expect(normalizeProducts([raw, { slug: 'x' }, null, 'junk']).map((p) => p.slug)).toEqual(['orbita-130']);
  });
});
