import { fields, firstTranslation, list, text, wholeNumber } from '@/shared/lib';

export interface CategoryLink {
  id: number;
  slug: string;
  name: string | null;
}

/** A top-level category with all its descendants flattened (the contract's Category). */
export interface Category extends CategoryLink {
  image: string | null;
  descendants: CategoryLink[];
}

function readLink(raw: unknown, name: unknown): CategoryLink | undefined {
  const link = fields(raw);
  const slug = text(link.slug);
  return slug ? { id: wholeNumber(link.id), slug, name: text(name) } : undefined;
}

export function normalizeCategory(raw: unknown): Category | undefined {
  const category = fields(raw);
  const link = readLink(category, firstTranslation(category.translations).name);
  if (!link) return undefined;
  return {
    ...link,
    image: text(category.image),
    descendants: list(category.descendants)
      .map((descendant) => readLink(descendant, fields(descendant).name))
      .filter((descendant): descendant is CategoryLink => descendant !== undefined),
  };
}

export function normalizeCategories(raw: unknown): Category[] {
  return list(raw)
    .map(normalizeCategory)
    .filter((category): category is Category => category !== undefined);
}

/** Whether this page's slug is the category itself or one of its descendants. */
export function containsSlug(category: Category, slug: string | undefined): boolean {
  return category.slug === slug || category.descendants.some((descendant) => descendant.slug === slug);
}
