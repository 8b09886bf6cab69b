import { normalizeFit } from './fit';

describe('how a product fits the telescope its list is filtered by', () => {
  it("reads the server's words", () => {
    expect(normalizeFit({ verdict: 'fits' })).toEqual({ verdict: 'fits' });
    expect(normalizeFit({ verdict: 'adapter' })).toEqual({ verdict: 'adapter' });
    expect(
      normalizeFit({ verdict: 'needs', needs: { kind: '2-inch-focuser', product_slug: 'lumen-focuser-2' } }),
    ).toEqual({
      verdict: 'needs',
      needs: { kind: '2-inch-focuser', productSlug: 'lumen-focuser-2' },
    });
  });

  it('says nothing rather than something wrong when it cannot read it', () => {
    expect(normalizeFit({ verdict: 'needs' })).toBeNull();
    expect(normalizeFit({ verdict: 'maybe' })).toBeNull();
    expect(normalizeFit('fits')).toBeNull();
    expect(normalizeFit(null)).toBeNull();
    // the server's earlier word for it
    expect(normalizeFit({ via_adapter: true })).toBeNull();
  });
});
