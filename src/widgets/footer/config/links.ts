import { externalLinks } from '@/shared/config';

/**
 * The footer's links in the spec's order: pages of the shop, then sites of its own elsewhere. The spec lists
 * both `personal` (change and return) and `return`, so both stay (issue 37 asked for one: the spec wins).
 */
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
  // what the accounts keep (personal ID and passport numbers among it): not the spec's, our server's page
  'privacy',
] as const;

export const outsideLinks = [
  { key: 'accessories', href: externalLinks.accessories },
  { key: 'video_reviews', href: externalLinks.videoReviews },
  { key: 'instructions', href: externalLinks.instructions },
] as const;

/** The year the spec fixes for the copyright line: the shop's first. */
const FIRST_YEAR = 2025;

/** The copyright line's years: the spec's 2025 and, once the calendar has moved on, the current one (issue 37). */
export const copyrightYears = (now = new Date()) =>
  now.getFullYear() > FIRST_YEAR ? `${FIRST_YEAR}–${now.getFullYear()}` : String(FIRST_YEAR);
