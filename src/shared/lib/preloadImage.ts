/**
 * Fetch an image at high priority before the <img> that will show it is rendered (the page's code may
 * still be loading): the browser hands the <img> the preloaded answer for the same address.
 */
export function preloadImage(href: string | undefined) {
  // a server render has no document: the page's HTML carries the <img> itself
  if (!href || typeof document === 'undefined') return;
  const preloads = document.head.querySelectorAll('link[rel="preload"][as="image"]');
  if (Array.from(preloads).some((link) => link.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', href, fetchpriority: 'high' }))
    link.setAttribute(name, value);
  document.head.append(link);
}
