import { uploadUrl } from '@/shared/lib';

/** an uploaded picture's thumbnail (the 400 px one the storefront's lists use), shown whole in a 120 px square */
export function Thumbnail({
  folder,
  name,
  alt,
}: {
  folder: 'products' | 'categories' | 'news';
  name: string;
  alt: string;
}) {
  return (
    <img src={uploadUrl(folder, name, 'thumb')} alt={alt} width={120} height={120} style={{ objectFit: 'contain' }} />
  );
}
