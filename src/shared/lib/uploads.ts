import { config } from '../config';

export type UploadFolder = 'categories' | 'products' | 'news' | 'partners' | 'warehouse';

/**
 * Where the API keeps an uploaded file: {base}/storage/uploads/{folder}/{name}, or its thumbnail
 * under thumbs/large_{name}. A missing name gives undefined, so callers show their placeholder.
 */
export function uploadUrl(folder: UploadFolder, name: string | null | undefined, variant: 'full' | 'thumb' = 'full') {
  if (!name) return undefined;
  const file = encodeURIComponent(name);
  return `${config.apiUrl}/storage/uploads/${folder}/${variant === 'thumb' ? `thumbs/large_${file}` : file}`;
}
