import { listArgsFromSearch, listSearch } from './listArgs';
import { listSorting } from './sort';

describe("a list's arguments from its address", () => {
  it('reads the API’s filters only: a campaign’s or a modal’s parameter filters nothing', () => {
    const params = new URLSearchParams(
      'utm_source=mail&fbclid=x&auth=login&aperture=70,102&price_max=999&in_stock=true&sort=name-asc&page=2' +
        '&payload_min=5&focal_length_max=1200&fits=tetnuldi-8&weight_min=3',
    );
    expect(listArgsFromSearch(params)).toEqual({
      sort: 'name-asc',
      page: 2,
      filters: {
        aperture: '70,102',
        fits: 'tetnuldi-8',
        focal_length_max: '1200',
        in_stock: 'true',
        payload_min: '5',
        price_max: '999',
      },
    });
  });

  it('writes them back with the defaults left out', () => {
    expect(listSearch({ sort: 'name-asc', page: 2, filters: { mount: 'dobsonian' } }, listSorting)).toEqual({
      mount: 'dobsonian',
      sort: 'name-asc',
      page: '2',
    });
    expect(listSearch({ sort: 'date-desc', page: 1, filters: {} }, listSorting)).toEqual({});
  });
});
