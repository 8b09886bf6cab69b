import type { Queryable } from '../../db/client';

// A product's company on its page: similar products (what fits it comes from the rule set, modules/products/fitting.service.ts).

const RELATED = 4;

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
