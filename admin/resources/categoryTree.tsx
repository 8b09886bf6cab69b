import { SelectInput, useGetList, type RaRecord, type SelectInputProps } from 'react-admin';
import { useLocalized, type Localized } from '../ui/language';

// The catalogue's categories as the storefront's menu nests them: each under its parent, in the
// parents' order (by position), its depth shown by an indent, so a manager picks "Dobsonians" under
// "Telescopes" rather than out of one flat list of 78.

interface Category extends RaRecord {
  parentId: number | null;
  position: number;
  name: Localized;
}

/** the categories parents first, each followed by its children (by position), with their depth */
export function inTreeOrder<C extends Category>(categories: readonly C[]): { category: C; depth: number }[] {
  const ids = new Set(categories.map((category) => category.id));
  const children = new Map<number | null, C[]>();
  for (const category of categories) {
    // a parent not in the list (never, unless deleted meanwhile) leaves its child at the top
    const parent = category.parentId !== null && ids.has(category.parentId) ? category.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const ordered: { category: C; depth: number }[] = [];
  const visit = (parent: number | null, depth: number) => {
    for (const category of [...(children.get(parent) ?? [])].sort((a, b) => a.position - b.position)) {
      ordered.push({ category, depth });
      visit(category.id as number, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}

/** a select of the categories as a tree (all of them: the shop has fewer than a page of 500) */
export function CategoryTreeInput(props: Omit<SelectInputProps, 'choices'>) {
  const localized = useLocalized();
  const { data, isPending } = useGetList<Category>('categories', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'position', order: 'ASC' },
  });
  const choices = inTreeOrder(data ?? []).map(({ category, depth }) => ({
    id: category.id,
    // an em space a level: the select's options are text, and spaces at their start are kept
    name: `${'\u2003'.repeat(depth)}${localized(category.name)}`,
  }));
  return <SelectInput {...props} choices={choices} isPending={isPending} />;
}
