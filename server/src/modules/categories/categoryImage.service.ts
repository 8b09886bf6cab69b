import { appendAudit, type Actor } from '../audit/audit.repository';
import { findRecord, toRecord } from '../records/records.repository';
import { CATEGORY_SPEC, setCategoryImage } from '../records/recordSpecs.repository';
import { deleteUploads, saveUploads } from '../uploads/uploads.repository';
import { ShopError } from '../../domain/errors';
import type { Catalogue } from '../products/products.admin.service';
import { encodeImage, pathsOf } from '../uploads/uploadedMedia.service';

// A category's picture, uploaded: checked and re-encoded as a product's are (modules/uploads/uploadedMedia.service.ts),
// replacing the one it had, audited, at a new version, and shown in the storefront at once.

const FOLDER = 'categories';

export async function uploadCategoryImage({ db, changes }: Catalogue, actor: Actor, id: number, bytes: Buffer) {
  const current = await findRecord(db, CATEGORY_SPEC, id);
  if (!current) throw new ShopError(404, 'not_found');
  // drawn before the transaction: the category's row is not held while sharp works
  const { name, files } = await encodeImage(bytes, FOLDER, String(current.slug));
  return changes.commit(async (tx) => {
    const row = await findRecord(tx, CATEGORY_SPEC, id, true);
    if (!row) throw new ShopError(404, 'not_found');
    const before = toRecord(CATEGORY_SPEC, row);
    await saveUploads(tx, files);
    await setCategoryImage(tx, id, name);
    if (typeof before.image === 'string') await deleteUploads(tx, pathsOf(FOLDER, before.image));
    const changed = toRecord(CATEGORY_SPEC, (await findRecord(tx, CATEGORY_SPEC, id))!);
    await appendAudit(tx, actor, { action: 'image', entity: 'category', entityId: id, before, after: changed });
    return changed;
  });
}
