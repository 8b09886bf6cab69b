import type { Queryable } from '../../db/client';
import { findProduct, type ProductRow } from '../catalogue/catalogue.repository';
import { ShopError } from '../../domain/errors';
import type { Lang } from '../../domain/language';
import { focuserOf, OWN_LIMITS, ownFigures, referenceFigures, searchWords, type Focuser } from '../../domain/telescope';
import { fitSubject } from '../products/products.service';
import type { CatalogueCache } from '../catalogue/catalogue.service';
import type { FitSubject } from '../products/facets.service';
import {
  countUserTelescopes,
  deleteUserTelescope,
  findReferenceTelescope,
  insertUserTelescope,
  searchReferenceTelescopes,
  userTelescopes,
  type ReferenceRow,
  type UserTelescopeEntry,
} from './telescopes.repository';

// Telescopes we do not sell: the reference list's search, a list's `fits` by any telescope, and the
// telescopes a signed-in shopper keeps in their account.

interface Sources {
  db: Queryable;
  catalogue: CatalogueCache;
}

/** a household's telescopes, and a club's: more is a list no one picks from */
export const MAX_USER_TELESCOPES = 10;

function presentReference(row: ReferenceRow, lang: Lang) {
  const { name_ka: nameKa, dovetail: _dovetail, ...shown } = row;
  return { ...shown, name: lang === 'ka' ? nameKa : `${row.brand} ${row.model}` };
}

export async function referenceTelescopes(db: Queryable, q: string, limit: number, lang: Lang) {
  return (await searchReferenceTelescopes(db, searchWords(q), limit)).map((row) => presentReference(row, lang));
}

async function referenceTelescope(db: Queryable, slug: string): Promise<ReferenceRow> {
  const found = await findReferenceTelescope(db, slug);
  if (!found) throw new ShopError(404, 'telescope_not_found');
  return found;
}

/** typed figures within OWN_LIMITS (the schema checks their form; their range is named here) */
function checkFigures(figures: { aperture_mm: number; focal_length_mm: number }): void {
  for (const field of ['aperture_mm', 'focal_length_mm'] as const) {
    const { min, max } = OWN_LIMITS[field];
    if (figures[field] < min || figures[field] > max)
      throw new ShopError(422, 'telescope_figure_range', { field, min, max });
  }
}

const OWN = /^own:([\d.]+),([\d.]+),(1\.25|2)$/;

/** what a list's `fits` names (telescopes.schemas fitsParameter): a reference telescope, typed figures, or a product */
export async function fitSubjectOf(sources: Sources, value: string): Promise<FitSubject> {
  if (value.startsWith('ref:')) {
    const telescope = await referenceTelescope(sources.db, value.slice('ref:'.length));
    return { key: value, compatibility: referenceFigures(telescope) };
  }
  const own = OWN.exec(value);
  if (own) {
    const [aperture, focalLength] = [Number(own[1]), Number(own[2])];
    checkFigures({ aperture_mm: aperture, focal_length_mm: focalLength });
    const focuser = own[3] as Focuser;
    // one key for one telescope however its figures were written ("200.0" is 200)
    return { key: `own:${aperture},${focalLength},${focuser}`, compatibility: ownFigures(focuser) };
  }
  return fitSubject(sources, value);
}

export type UserTelescopeInput =
  | { kind: 'ours' | 'ref'; slug: string; name?: string }
  | { kind: 'own'; aperture_mm: number; focal_length_mm: number; focuser: Focuser; name?: string };

/** a spec's number ("203 mm" is 203) */
const specNumber = (product: ProductRow, key: string): number | null => {
  const value = Number.parseFloat(product.specs?.find((spec) => spec.key === key)?.value_en ?? '');
  return Number.isFinite(value) ? value : null;
};

/** what is kept of a telescope: its figures read from the catalogue or the reference list, or as typed */
async function entryOf(db: Queryable, input: UserTelescopeInput): Promise<UserTelescopeEntry> {
  switch (input.kind) {
    case 'ours': {
      const product = await findProduct(db, input.slug);
      const aperture = product && specNumber(product, 'aperture');
      const focalLength = product && specNumber(product, 'focal_length');
      if (product?.compatibility?.role !== 'telescope' || !aperture || !focalLength)
        throw new ShopError(404, 'telescope_not_found');
      return {
        kind: 'ours',
        slug: product.slug,
        aperture_mm: aperture,
        focal_length_mm: focalLength,
        focuser: focuserOf(product.compatibility.focuser),
        name: input.name ?? product.name_en,
      };
    }
    case 'ref': {
      const telescope = await referenceTelescope(db, input.slug);
      return {
        kind: 'ref',
        slug: telescope.slug,
        aperture_mm: telescope.aperture_mm,
        focal_length_mm: telescope.focal_length_mm,
        focuser: telescope.focuser,
        name: input.name ?? `${telescope.brand} ${telescope.model}`,
      };
    }
    case 'own':
      checkFigures(input);
      return {
        kind: 'own',
        slug: null,
        aperture_mm: input.aperture_mm,
        focal_length_mm: input.focal_length_mm,
        focuser: input.focuser,
        name: input.name ?? `${input.aperture_mm}/${input.focal_length_mm}`,
      };
  }
}

export const myTelescopes = (db: Queryable, userId: number) => userTelescopes(db, userId);

export async function addMyTelescope(db: Queryable, userId: number, input: UserTelescopeInput): Promise<number> {
  const entry = await entryOf(db, input);
  if ((await countUserTelescopes(db, userId)) >= MAX_USER_TELESCOPES)
    throw new ShopError(422, 'telescopes_full', { max: MAX_USER_TELESCOPES });
  return insertUserTelescope(db, userId, entry);
}

/** another account's telescope is not found, as one that does not exist */
export async function removeMyTelescope(db: Queryable, userId: number, id: number): Promise<void> {
  if (!(await deleteUserTelescope(db, userId, id))) throw new ShopError(404, 'not_found');
}
