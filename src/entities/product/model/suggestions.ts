import { fields, list, text, toAmount } from '@/shared/lib';

export interface SuggestedProduct {
  slug: string;
  img: string | null;
  name: string;
  /** what the shopper pays */
  price: number | null;
}

export interface SuggestedCategory {
  slug: string;
  name: string;
}

/** What the header search offers while the shopper types. */
export interface Suggestions {
  products: SuggestedProduct[];
  categories: SuggestedCategory[];
  /** words the keyword may have meant, when nothing matched */
  spellings: string[];
}

/** `{ products, categories, spellings }` of GET /api/search/suggest */
export function normalizeSuggestions(body: unknown): Suggestions {
  const answer = fields(body);
  return {
    products: list(answer.products).flatMap((raw) => {
      const product = fields(raw);
      const slug = text(product.slug);
      const name = text(product.name);
      return slug && name
        ? [{ slug, name, img: text(product.img), price: toAmount(product.discounted) ?? toAmount(product.price) }]
        : [];
    }),
    categories: list(answer.categories).flatMap((raw) => {
      const category = fields(raw);
      const slug = text(category.slug);
      const name = text(category.name);
      return slug && name ? [{ slug, name }] : [];
    }),
    spellings: list(answer.spellings)
      .map(text)
      .filter((word): word is string => word !== null),
  };
}
