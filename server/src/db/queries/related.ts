import type { Queryable } from '../client';

// A product's company on its page: accessories that fit it, and similar products.

const RELATED = 4;

/**
 * For a telescope (a product with an aperture), eyepieces and other accessories by barrel size: a
 * 1.25" barrel fits every focuser, a 2" one only a focuser that takes 2".
 */
export async function fittingAccessoryIds(db: Queryable, productId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT a.product_id AS id FROM product_specs a
     JOIN products p ON p.id = a.product_id
     WHERE a.key = 'barrel' AND p.live_stock > 0 AND p.visible
       AND EXISTS (SELECT 1 FROM product_specs t WHERE t.product_id = $1 AND t.key = 'aperture')
       AND (a.value_en LIKE '%1.25"%'
            OR EXISTS (SELECT 1 FROM product_specs f WHERE f.product_id = $1 AND f.key = 'focuser' AND f.value_en LIKE '%2"%'))
     ORDER BY p.created_at DESC, p.id LIMIT ${RELATED}`,
    [productId],
  );
  return rows.map((row) => row.id);
}

/** the same category's products (else the parent's), closest in aperture, then in price */
export async function similarProductIds(db: Queryable, productId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `WITH me AS (
       SELECT p.id, p.category_id, c.parent_id, coalesce(p.discounted, p.price) AS price,
              (SELECT number FROM product_specs WHERE product_id = p.id AND key = 'aperture') AS aperture
       FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = $1
     )
     SELECT o.id FROM products o JOIN categories oc ON oc.id = o.category_id, me
     WHERE o.id <> me.id AND o.visible AND (o.category_id = me.category_id OR (me.parent_id IS NOT NULL AND oc.parent_id = me.parent_id))
     ORDER BY (o.category_id = me.category_id) DESC,
              abs(coalesce((SELECT number FROM product_specs WHERE product_id = o.id AND key = 'aperture'), 0) - coalesce(me.aperture, 0)),
              abs(coalesce(o.discounted, o.price) - me.price), o.id
     LIMIT ${RELATED}`,
    [productId],
  );
  return rows.map((row) => row.id);
}
