import type { Queryable } from '../../db/client';
import {
  deletePictureAlt,
  findAdminProduct,
  imagesOf,
  setPictureAlts,
  setProductImages,
  setProductPdf,
  type AdminProductRow,
} from './products.admin.repository';
import { deleteUploads, saveUploads } from '../uploads/uploads.repository';
import type { Actor } from '../audit/audit.repository';
import { invalidFields, ShopError } from '../../domain/errors';
import { audited, lockProduct, type Catalogue } from './products.admin.service';
import { checkPdf, encodeImage, pathsOf } from '../uploads/uploadedMedia.service';

// A product's pictures (at most MAX_IMAGES, the first its main one) and its PDF sheet. Each change is
// written with its files, its audit entry and a new version in one transaction; the storefront shows it
// at once. Files replaced or deleted go from the uploads table (the seed's files on disk are left alone).

export const MAX_IMAGES = 5;
const FOLDER = 'products';

/** runs a change of the locked product's media, audited with its before and after */
function changeMedia(
  catalogue: Catalogue,
  actor: Actor,
  id: number,
  action: string,
  work: (tx: Queryable, before: AdminProductRow) => Promise<void>,
): Promise<AdminProductRow> {
  return catalogue.changes.commit(async (tx) => {
    const before = await lockProduct(tx, id);
    await work(tx, before);
    const after = await lockProduct(tx, id);
    await audited(tx, actor, action, before, after);
    return after;
  });
}

/** a picture added last; 422 when it is not a picture or the product has MAX_IMAGES already */
export async function addProductImage(catalogue: Catalogue, actor: Actor, id: number, bytes: Buffer) {
  // drawn before the transaction: the product's row is not held while sharp works
  const current = await findAdminProduct(catalogue.db, id);
  if (!current) throw new ShopError(404, 'not_found');
  if (imagesOf(current).length >= MAX_IMAGES) throw new ShopError(422, 'too_many_images', { max: MAX_IMAGES });
  const { name, files } = await encodeImage(bytes, FOLDER, current.slug);
  return changeMedia(catalogue, actor, id, 'image.add', async (tx, before) => {
    const images = imagesOf(before);
    if (images.length >= MAX_IMAGES) throw new ShopError(422, 'too_many_images', { max: MAX_IMAGES });
    await saveUploads(tx, files);
    await setProductImages(tx, id, [...images, name]);
  });
}

/** the picture at index (0: the main one) deleted, the later ones moved up */
export function removeProductImage(catalogue: Catalogue, actor: Actor, id: number, index: number) {
  return changeMedia(catalogue, actor, id, 'image.delete', async (tx, before) => {
    const images = imagesOf(before);
    if (index >= images.length) throw new ShopError(404, 'not_found');
    await setProductImages(
      tx,
      id,
      images.filter((_image, at) => at !== index),
    );
    await deletePictureAlt(tx, id, images[index]);
    await deleteUploads(tx, pathsOf(FOLDER, images[index]));
  });
}

export type PictureAlt = { en?: string; ka?: string };

/**
 * the product's pictures in a new order (the same names, the first the main one) and, when given, each
 * one's alternative text in both languages, in the same order: a text left empty is none
 */
export function arrangeProductImages(
  catalogue: Catalogue,
  actor: Actor,
  id: number,
  order: string[],
  alts?: PictureAlt[],
) {
  return changeMedia(catalogue, actor, id, 'image.order', async (tx, before) => {
    const images = imagesOf(before);
    if (order.length !== images.length || [...order].sort().join('/') !== [...images].sort().join('/'))
      throw invalidFields({ images: [{ key: 'field_invalid' }] });
    if (alts && alts.length !== order.length) throw invalidFields({ alts: [{ key: 'field_invalid' }] });
    await setProductImages(tx, id, order);
    if (alts)
      await setPictureAlts(
        tx,
        id,
        order.flatMap((image, index) => {
          const en = alts[index].en?.trim() ?? '';
          const ka = alts[index].ka?.trim() || null;
          return en || ka ? [{ image, en, ka }] : [];
        }),
      );
  });
}

/** the product's PDF sheet, replacing the one it had; 422 when the file is not a PDF */
export function setProductSheet(catalogue: Catalogue, actor: Actor, id: number, bytes: Buffer) {
  return changeMedia(catalogue, actor, id, 'pdf', async (tx, before) => {
    const { name, files } = checkPdf(bytes, FOLDER, before.slug);
    await saveUploads(tx, files);
    await setProductPdf(tx, id, name);
    if (before.pdf) await deleteUploads(tx, [`${FOLDER}/${before.pdf}`]);
  });
}
