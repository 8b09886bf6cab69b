// Whom a mail may greet by name. The name was typed by whoever registered the account, who may not be
// its mail's reader (anyone can register any address), so a mail quotes it only when it can read as
// nothing but a name.

/** longer first names are not quoted: room for a sentence is room for a lure */
const MAX_GREETED_NAME = 30;
/**
 * Up to three words of letters (any script, with their marks), joined by single spaces, hyphens or
 * apostrophes, a word perhaps ending in a period ("St."): names as people write them, and nothing a
 * mail reader could take for a link, an address, a number or a sentence (no digits, '@', ':', '/',
 * no period inside a word as in a domain, no line breaks, no other punctuation).
 */
const WORD = String.raw`\p{L}[\p{L}\p{M}]*\.?`;
const NAME_PART = `${WORD}(?:['’-]${WORD})*`;
const GREETABLE = new RegExp(`^${NAME_PART}(?: ${NAME_PART}){0,2}$`, 'u');

/** the first name a mail may greet its reader by, or null */
export function greetableName(fname: string): string | null {
  const name = fname.trim();
  return name.length <= MAX_GREETED_NAME && GREETABLE.test(name) ? name : null;
}
