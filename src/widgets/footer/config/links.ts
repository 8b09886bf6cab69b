import { externalLinks } from '@/shared/config';

/**
 * The footer's links in the spec's order: pages of the shop, then sites of its own elsewhere. The return
 * policy is the change and return policy's (`personal`) page once: two links named alike had the shopper
 * wonder which one holds (issue 37); /return stays an address of its own.
 */
export const shopLinks = [
  'about',
  'news',
  'contact',
  'partners',
  'personal',
  'delivery',
  'warranty',
  'cookie',
  'faq',
] as const;

export const outsideLinks = [
  { key: 'accessories', href: externalLinks.accessories },
  { key: 'video_reviews', href: externalLinks.videoReviews },
  { key: 'instructions', href: externalLinks.instructions },
] as const;

/** The copyright line's year: the current one, as the shop is still running (issue 37; the spec wrote 2025). */
export const copyrightYear = () => new Date().getFullYear();
