import { uploadUrl } from './uploads';

describe('upload addresses', () => {
  it('points at the full file or its large_ thumbnail under the API base', () => {
    expect(uploadUrl('products', 'orbita 130.webp')).toBe(
      'http://shop.test/storage/uploads/products/orbita%20130.webp',
    );
    expect(uploadUrl('news', 'eclipse.webp', 'thumb')).toBe(
      'http://shop.test/storage/uploads/news/thumbs/large_eclipse.webp',
    );
  });

  it('answers undefined for a missing file', () => {
    expect(uploadUrl('partners', null)).toBeUndefined();
  });
});
