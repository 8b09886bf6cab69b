import type { Queryable } from '../../db/client';
import { findUpload } from './uploads.repository';

// Files the back office uploaded, from the database, so every server sharing it sends the same file.
// A JPEG or PNG has its WebP form beside it as {path}.webp (modules/uploads/uploadedMedia.service.ts).

export interface StoredUpload {
  contentType: string;
  bytes: Buffer;
  createdAt: Date;
}

/** the file at path under /storage/uploads/, its WebP form when webp and it has one; null when none */
export async function storedUpload(db: Queryable, path: string, webp: boolean): Promise<StoredUpload | null> {
  const row = (webp ? await findUpload(db, `${path}.webp`) : null) ?? (await findUpload(db, path));
  if (!row) return null;
  // PGlite answers a Uint8Array, pg a Buffer
  const bytes = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
  return { contentType: row.content_type, bytes, createdAt: row.created_at };
}
