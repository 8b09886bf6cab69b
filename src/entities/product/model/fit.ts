import { fields, text } from '@/shared/lib';

/** "fits", "fits with the 1.25\" adapter", or "needs" something first (offered when we sell it) */
export type ProductFit =
  { verdict: 'fits' | 'adapter' } | { verdict: 'needs'; needs: { kind: string; productSlug: string | null } };

/** `fit` as the server words it: `{ verdict, needs?: { kind, product_slug? } }` */
export function normalizeFit(raw: unknown): ProductFit | null {
  const { verdict, needs } = fields(raw);
  const kind = text(fields(needs).kind);
  if (verdict === 'needs')
    return kind ? { verdict, needs: { kind, productSlug: text(fields(needs).product_slug) } } : null;
  return verdict === 'fits' || verdict === 'adapter' ? { verdict } : null;
}
