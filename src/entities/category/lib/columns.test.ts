import { dropdownColumns } from './columns';

const items = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('the header dropdown columns', () => {
  it('fills columns of 10, then 8 from the 4th column on', () => {
    expect(dropdownColumns(items(46)).map((column) => column.length)).toEqual([10, 10, 10, 8, 8]);
  });

  it('keeps the order and leaves the last column partly filled', () => {
    const columns = dropdownColumns(items(33));
    expect(columns.map((column) => column.length)).toEqual([10, 10, 10, 3]);
    expect(columns.flat()).toEqual(items(33));
  });

  it('has no columns without descendants', () => {
    expect(dropdownColumns([])).toEqual([]);
  });
});
