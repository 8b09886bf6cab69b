import type { Queryable } from '../../db/types';

// Uploaded files, by their path under /storage/uploads/ (migration 015).

export interface UploadFile {
  path: string;
  contentType: string;
  bytes: Buffer;
}

export interface UploadRow {
  content_type: string;
  bytes: Uint8Array;
  created_at: Date;
}

export async function saveUploads(db: Queryable, files: UploadFile[]) {
  for (const file of files) {
    await db.query('INSERT INTO uploads (path, content_type, bytes) VALUES ($1, $2, $3)', [
      file.path,
      file.contentType,
      file.bytes,
    ]);
  }
}

export async function findUpload(db: Queryable, path: string): Promise<UploadRow | null> {
  const { rows } = await db.query<UploadRow>('SELECT content_type, bytes, created_at FROM uploads WHERE path = $1', [
    path,
  ]);
  return rows[0] ?? null;
}

/** the files stored for each name (a picture's thumbnail and WebP forms with it); names on disk are left alone */
export async function deleteUploads(db: Queryable, paths: string[]) {
  await db.query('DELETE FROM uploads WHERE path = ANY($1::text[])', [paths]);
}
