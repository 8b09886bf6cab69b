import type { Queryable } from '../client';

export interface PromoRow {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
}

/** a promo code that is still valid; codes match whatever their letter case */
export async function findValidPromo(db: Queryable, code: string): Promise<PromoRow | null> {
  const { rows } = await db.query<PromoRow>(
    'SELECT code, kind, value FROM promos WHERE lower(code) = lower($1) AND expires_at > now()',
    [code],
  );
  return rows[0] ?? null;
}
