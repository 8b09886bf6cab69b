import type { SeedProduct } from '../../types';
import { accessories } from './accessories';
import { audience, compatibility } from './fit';
import { imaging } from './imaging';
import { microscopesAndGifts } from './microscopes';
import { mounts } from './mounts';
import { optics } from './optics';
import { telescopes } from './telescopes';

const all: SeedProduct[] = [...telescopes, ...accessories, ...mounts, ...optics, ...imaging, ...microscopesAndGifts];

// a fit or audience written for a slug no product has is a typo that would silently offer nothing
for (const slug of [...Object.keys(compatibility), ...Object.keys(audience)]) {
  if (!all.some((product) => product.slug === slug)) throw new Error(`seed fit: no product ${slug}`);
}

export const products: SeedProduct[] = all.map((product) => ({
  ...product,
  ...(compatibility[product.slug] && { compatibility: compatibility[product.slug] }),
  ...(audience[product.slug] && { audience: audience[product.slug] }),
}));
