import { appendAudit, type Actor } from '../audit/audit.repository';
import { findRecord, toRecord, type TableSpec } from './records.repository';
import { CATEGORY_SPEC, NEWS_SPEC, setRecordImage } from './recordSpecs.repository';
import { deleteUploads, saveUploads } from '../uploads/uploads.repository';
import { ShopError } from '../../domain/errors';
import type { Catalogue } from '../products/products.admin.service';
import { encodeImage, pathsOf } from '../uploads/uploadedMedia.service';

// A category's or a news story's picture, uploaded: checked and re-encoded as a product's are
// (modules/uploads/uploadedMedia.service.ts), replacing the one it had, audited, at a new version, and
// shown in the storefront at once.

/** a record that has one picture: its table, the audit log's name of it, its uploads' folder */
export interface PictureHolder {
  spec: TableSpec;
  entity: string;
  folder: 'categories' | 'news';
}

export const CATEGORY_PICTURE: PictureHolder = { spec: CATEGORY_SPEC, entity: 'category', folder: 'categories' };
export const NEWS_PICTURE: PictureHolder = { spec: NEWS_SPEC, entity: 'news', folder: 'news' };

export async function uploadRecordImage(
  { db, changes }: Catalogue,
  actor: Actor,
  { spec, entity, folder }: PictureHolder,
  id: number,
  bytes: Buffer,
) {
  const current = await findRecord(db, spec, id);
  if (!current) throw new ShopError(404, 'not_found');
  // drawn before the transaction: the record's row is not held while sharp works
  const { name, files } = await encodeImage(bytes, folder, String(current.slug));
  return changes.commit(async (tx) => {
    const row = await findRecord(tx, spec, id, true);
    if (!row) throw new ShopError(404, 'not_found');
    const before = toRecord(spec, row);
    await saveUploads(tx, files);
    await setRecordImage(tx, spec, id, name);
    if (typeof before.image === 'string') await deleteUploads(tx, pathsOf(folder, before.image));
    const changed = toRecord(spec, (await findRecord(tx, spec, id))!);
    await appendAudit(tx, actor, { action: 'image', entity, entityId: id, before, after: changed });
    return changed;
  });
}
