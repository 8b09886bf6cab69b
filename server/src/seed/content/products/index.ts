import type { SeedProduct } from '../../types';
import { accessories } from './accessories';
import { imaging } from './imaging';
import { microscopesAndGifts } from './microscopes';
import { mounts } from './mounts';
import { optics } from './optics';
import { telescopes } from './telescopes';

export const products: SeedProduct[] = [
  ...telescopes,
  ...accessories,
  ...mounts,
  ...optics,
  ...imaging,
  ...microscopesAndGifts,
];
