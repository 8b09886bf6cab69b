import { externalLinks } from '@/shared/config';

/** The footer's links in the spec's order: pages of the shop, then sites of its own elsewhere. */
export const shopLinks = [
  'about',
  'news',
  'contact',
  'partners',
  'personal',
  'delivery',
  'return',
  'warranty',
  'cookie',
  'faq',
] as const;

export const outsideLinks = [
  { key: 'accessories', href: externalLinks.accessories },
  { key: 'video_reviews', href: externalLinks.videoReviews },
  { key: 'instructions', href: externalLinks.instructions },
] as const;

/** The copyright line's year, as the spec fixes it. */
export const COPYRIGHT_YEAR = 2025;
