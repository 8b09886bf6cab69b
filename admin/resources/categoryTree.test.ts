import { inTreeOrder } from './categoryTree';

const category = (id: number, parentId: number | null, position: number, en: string) => ({
  id,
  parentId,
  position,
  name: { en, ka: en },
});

describe('the categories as a tree', () => {
  it('puts each category under its parent, in position order, with its depth', () => {
    const flat = [
      category(5, 1, 2, 'Refractors'),
      category(2, null, 2, 'Mounts'),
      category(1, null, 1, 'Telescopes'),
      category(4, 1, 1, 'Dobsonians'),
      category(6, 4, 1, 'Truss Dobsonians'),
      category(3, 2, 1, 'Equatorial'),
    ];
    expect(inTreeOrder(flat).map(({ category: c, depth }) => `${depth}:${c.name.en}`)).toEqual([
      '0:Telescopes',
      '1:Dobsonians',
      '2:Truss Dobsonians',
      '1:Refractors',
      '0:Mounts',
      '1:Equatorial',
    ]);
  });

  it('keeps a category whose parent is not in the list, at the top', () => {
    expect(inTreeOrder([category(7, 99, 1, 'Orphan')]).map(({ depth }) => depth)).toEqual([0]);
  });
});
