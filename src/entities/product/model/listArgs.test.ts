import { listArgsFromSearch, listSearch } from './listArgs';
import { listSorting } from './sort';

describe("a list's arguments from its address", () => {
  it('reads the API’s filters only: a campaign’s or a modal’s parameter filters nothing', () => {
    const params = new URLSearchParams(
      'utm_source=mail&fbclid=x&auth=login&aperture=70,102&price_max=999&in_stock=true&sort=name-asc&page=2',
    );
    expect(listArgsFromSearch(params)).toEqual({
      sort: 'name-asc',
      page: 2,
      filters: { aperture: '70,102', in_stock: 'true', price_max: '999' },
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
