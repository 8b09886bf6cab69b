import type { Queryable } from '../db/client';
import { BRANDS, searchWords } from '../domain/telescope';
import { referenceTelescopes, type ReferenceTelescopeContent } from './content/telescopes';

// The reference list is the shop's reference data, not its catalogue: written on every start (one
// statement, idempotent), so a database seeded before the list existed or grew gets it too; an operator
// never edits it. The storefront reads it through modules/telescopes.

/** brand and model in both scripts, and the brand written as one word ("skywatcher"), as the search matches them */
function searchTextOf(telescope: ReferenceTelescopeContent): string {
  const texts = [
    telescope.brand,
    telescope.brand.replace(/[^\p{L}\p{N}]/gu, ''),
    BRANDS[telescope.brand],
    telescope.model,
    telescope.model_ka,
  ];
  return [...new Set(texts.flatMap(searchWords))].join(' ');
}

/** writes the list over what is stored: new rows added, changed ones updated */
export async function seedReferenceTelescopes(db: Queryable, telescopes = referenceTelescopes): Promise<void> {
  const rows = telescopes.map(({ model_ka: modelKa, ...telescope }) => ({
    ...telescope,
    name_ka: `${BRANDS[telescope.brand]} ${modelKa}`,
    search_text: searchTextOf({ ...telescope, model_ka: modelKa }),
  }));
  await db.query(
    `INSERT INTO reference_telescopes (slug, brand, model, name_ka, aperture_mm, focal_length_mm, focuser, design, mount,
                                       dovetail, weight_kg, source, search_text)
     SELECT slug, brand, model, name_ka, aperture_mm, focal_length_mm, focuser, design, mount, dovetail, weight_kg, source, search_text
     FROM jsonb_to_recordset($1::jsonb) AS t(slug text, brand text, model text, name_ka text, aperture_mm numeric,
       focal_length_mm numeric, focuser text, design text, mount text, dovetail text, weight_kg numeric, source text, search_text text)
     ON CONFLICT (slug) DO UPDATE SET brand = EXCLUDED.brand, model = EXCLUDED.model, name_ka = EXCLUDED.name_ka,
       aperture_mm = EXCLUDED.aperture_mm, focal_length_mm = EXCLUDED.focal_length_mm, focuser = EXCLUDED.focuser,
       design = EXCLUDED.design, mount = EXCLUDED.mount, dovetail = EXCLUDED.dovetail, weight_kg = EXCLUDED.weight_kg,
       source = EXCLUDED.source, search_text = EXCLUDED.search_text`,
    [JSON.stringify(rows)],
  );
}
