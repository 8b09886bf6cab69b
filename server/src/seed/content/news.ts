import type { SeedNews } from '../types';

export const news: SeedNews[] = [
  {
    slug: 'perseids-over-georgia',
    img: 'perseids-over-georgia.webp',
    ageDays: 3,
    title: { ka: 'პერსეიდები საქართველოს ცაზე', en: 'The Perseids over Georgia' },
    text: { ka: '<p>მეტეორული ნაკადი.</p>', en: '<p>A meteor shower.</p>' },
  },
];
