// A product's address (/product/{slug}): lowercase Latin letters, digits and hyphens. A manager may type
// it with spaces or capitals ("Sky Watcher 200P"), which is what they mean by it; anything else is refused
// with a message saying what an address may hold. Left empty, it is drawn from the English name.

export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,119}$/;
const SLUG_LENGTH = 120;

/** the address as the manager typed it, capitals lowered and spaces made hyphens; null when it still is no address */
export function typedSlug(typed: string): string | null {
  const slug = typed.trim().toLowerCase().replace(/\s+/g, '-');
  return SLUG_PATTERN.test(slug) ? slug : null;
}

/** an address drawn from a name: its Latin letters and digits, every other run of characters one hyphen */
export function slugFromName(name: string): string | null {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug === '' ? null : slug;
}
