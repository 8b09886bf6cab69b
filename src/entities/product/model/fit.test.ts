import { normalizeFit } from './fit';

describe('how a product fits the telescope its list is filtered by', () => {
  it("reads the server's words, new and old", () => {
    expect(normalizeFit({ verdict: 'fits' })).toEqual({ verdict: 'fits' });
    expect(normalizeFit({ verdict: 'adapter' })).toEqual({ verdict: 'adapter' });
    expect(normalizeFit({ verdict: 'needs', needs: { kind: 'adapter-2', product_slug: 'lumen-adapter' } })).toEqual({
      verdict: 'needs',
      needs: { kind: 'adapter-2', productSlug: 'lumen-adapter' },
    });
    expect(normalizeFit({ via_adapter: true })).toEqual({ verdict: 'adapter' });
    expect(normalizeFit({ via_adapter: false })).toEqual({ verdict: 'fits' });
  });

  it('says nothing rather than something wrong when it cannot read it', () => {
    expect(normalizeFit({ verdict: 'needs' })).toBeNull();
    expect(normalizeFit({ verdict: 'maybe' })).toBeNull();
    expect(normalizeFit('fits')).toBeNull();
    expect(normalizeFit(null)).toBeNull();
  });
});
