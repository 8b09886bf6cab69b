import type { CategoryRow } from './catalogue.repository';

/** the categories as a tree, for finding one by slug and its descendants without asking the database */
export class CategoryTree {
  private readonly bySlug = new Map<string, CategoryRow>();
  private readonly byId = new Map<number, CategoryRow>();
  private readonly children = new Map<number | null, CategoryRow[]>();

  /** rows in display order (position, id) */
  constructor(readonly rows: CategoryRow[]) {
    for (const row of rows) {
      this.bySlug.set(row.slug, row);
      this.byId.set(row.id, row);
      this.children.set(row.parent_id, [...(this.children.get(row.parent_id) ?? []), row]);
    }
  }

  find(slug: string): CategoryRow | undefined {
    return this.bySlug.get(slug);
  }

  get(id: number): CategoryRow | undefined {
    return this.byId.get(id);
  }

  /** depth-first: each child followed by its own descendants */
  descendants(id: number): CategoryRow[] {
    return (this.children.get(id) ?? []).flatMap((child) => [child, ...this.descendants(child.id)]);
  }
}
