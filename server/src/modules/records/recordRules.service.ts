import { categoryAncestors, categoryInUse } from './recordSpecs.repository';
import { deleteUploads } from '../uploads/uploads.repository';
import { invalidFields, ShopError } from '../../domain/errors';
import type { RecordRules } from './records.service';
import { pathsOf } from '../uploads/uploadedMedia.service';

// The back office's simple records' own rules, beyond what their schemas say.

/** a deleted record's uploaded picture goes with it (the seed's pictures, on disk, are not in the uploads table) */
const removedPicture =
  (folder: string): RecordRules['removed'] =>
  async (tx, before) => {
    if (typeof before.image === 'string') await deleteUploads(tx, pathsOf(folder, before.image));
  };

export { CATEGORY_SPEC, FAQ_SPEC, NEWS_SPEC, PARTNER_SPEC, PROMO_SPEC } from './recordSpecs.repository';

/** a parent that exists and is not the category itself or below it; a category in use stays */
export const categoryRules: RecordRules = {
  async check(tx, input, id) {
    const parentId = input.parentId as number | null;
    if (parentId === null) return;
    const chain = await categoryAncestors(tx, parentId);
    if (chain.length === 0) throw invalidFields({ parentId: [{ key: 'field_invalid' }] });
    if (id !== null && chain.includes(id)) throw invalidFields({ parentId: [{ key: 'category_cycle' }] });
  },
  async canDelete(tx, id) {
    if (await categoryInUse(tx, id)) throw new ShopError(422, 'category_not_empty');
  },
  removed: removedPicture('categories'),
};

export const newsRules: RecordRules = { removed: removedPicture('news') };

/** a percentage of at most 100, a validity that ends after it starts, money in whole tetri */
export const promoRules: RecordRules = {
  async check(_tx, input) {
    const value = input.value as number;
    if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
      throw invalidFields({ value: [{ key: 'field_invalid' }] });
    if (input.kind === 'percent' && value > 100) throw invalidFields({ value: [{ key: 'promo_percent' }] });
    const from = input.validFrom as string | null;
    if (from && new Date(from) >= new Date(input.validTo as string))
      throw invalidFields({ validTo: [{ key: 'promo_period' }] });
  },
};
