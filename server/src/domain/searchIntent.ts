import type { AccessoryKind, Audience, Design } from './fit';

// What a shopper's search means beyond its words, in either language: lengths in any unit (2", 2 inch,
// 2-inch, 2 in, 50.8 mm and 2 ინჩი are one length; 8 inch is about 200 mm), who a product is for
// ("for a child", ბავშვისთვის, "beginner", დამწყები), and "a mount for an 8 inch SCT" (a kind of product
// and the telescope it must fit). Pure: modules/products/searchIntent.service.ts applies it to the catalogue.

export const MM_PER_INCH = 25.4;

export interface Length {
  mm: number;
  /** the eyepiece size it names (1.25 or 2), written in inches or as their millimetres; else null */
  barrel: 1.25 | 2 | null;
}

export interface SearchIntent {
  /** the words left for the full-text search (lengths, audience words and filler taken out) */
  text: string;
  lengths: Length[];
  audience: Audience[];
  /** a kind of product the words ask for (telescope, mount, eyepiece, filter...): it comes first */
  kind: 'telescope' | 'mount' | AccessoryKind | null;
  /** telescope designs the words name (sct, maksutov, dobsonian...) */
  designs: Design[];
  /**
   * the words ask for a kind of product for a telescope ("mount for 8 inch sct", "sct mount"): `text`
   * then narrows that kind, and the designs and lengths describe the telescope
   */
  forTelescope: boolean;
}

/** a number, then an inch mark or word (a Georgian one in any case ending) */
const INCHES = /(\d+(?:[.,]\d+)?)\s*(?:["”″]|''|-?\s*(?:inch(?:es)?|in)(?![\p{L}])|-?\s*(?:ინჩ|დიუმ)\p{L}*)/giu;
const MILLIMETRES = /(\d+(?:[.,]\d+)?)\s*-?\s*(?:mm|მმ|მილიმეტრ\p{L}*)(?![\p{L}])/giu;

/** a word's meaning by its start (Georgian words take case endings: ბავშვი, ბავშვისთვის, ბავშვებისთვის) */
const MEANINGS: [RegExp, (intent: SearchIntent) => void][] = [
  [/^(child|children|kid|kids|ბავშვ|საბავშვო)/, (intent) => intent.audience.push('kids')],
  [/^(beginner|beginners|novice|დამწყებ)/, (intent) => intent.audience.push('beginner')],
];
const KINDS: [RegExp, SearchIntent['kind']][] = [
  [/^(telescope|telescopes|ტელესკოპ)/, 'telescope'],
  [/^(mount|mounts|სადგამ)/, 'mount'],
  [/^(eyepiece|eyepieces|ოკულარ)/, 'eyepiece'],
  [/^(barlow|ბარლოუ)/, 'barlow'],
  [/^(diagonal|diagonals|დიაგონალ)/, 'diagonal'],
  [/^(collimator|collimators|კოლიმატორ)/, 'collimator'],
  [/^(filter|filters|ფილტრ)/, 'filter'],
];
const DESIGN_WORDS: [RegExp, Design[]][] = [
  [/^(sct|schmidt|შმიდტ)/, ['sct']],
  [/^(mak|maks|maksutov|მაქსუტოვ)/, ['maksutov']],
  [/^(newtonian|newton|dobsonian|dobson|ნიუტონ|დობსონ)/, ['newtonian']],
  [/^(reflector|reflectors|რეფლექტორ)/, ['newtonian', 'ritchey-chretien']],
  [/^(refractor|refractors|apo|რეფრაქტორ)/, ['refractor']],
  [/^(rc|ritchey)/, ['ritchey-chretien']],
  // Schmidt- and Maksutov-Cassegrain: the first word decides
  [/^(cassegrain|კასეგრენ)/, []],
];
/** words that only join others: left out of the full-text search once the search has a meaning */
const FILLER = /^(for|a|an|the|my|to|with|of|inch|inches|ინჩ\p{L}*|თვის)$/u;

const number = (text: string) => Number(text.replace(',', '.'));

/** the eyepiece size a length names, within 1 % (50.8 mm is 2") */
function barrelOf(inches: number): Length['barrel'] {
  for (const size of [1.25, 2] as const) if (Math.abs(inches - size) / size < 0.01) return size;
  return null;
}

export function readSearch(keyword: string): SearchIntent {
  const intent: SearchIntent = { text: '', lengths: [], audience: [], kind: null, designs: [], forTelescope: false };
  const rest = keyword
    .replace(INCHES, (_, value: string) => {
      const inches = number(value);
      intent.lengths.push({ mm: inches * MM_PER_INCH, barrel: barrelOf(inches) });
      return ' ';
    })
    .replace(MILLIMETRES, (_, value: string) => {
      const mm = number(value);
      intent.lengths.push({ mm, barrel: barrelOf(mm / MM_PER_INCH) });
      return ' ';
    });
  const words = rest.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept: string[] = [];
  const narrowing: string[] = [];
  for (const word of words) {
    const meaning = MEANINGS.find(([pattern]) => pattern.test(word));
    if (meaning) {
      meaning[1](intent);
      continue;
    }
    const kind = KINDS.find(([pattern]) => pattern.test(word));
    const design = DESIGN_WORDS.find(([pattern]) => pattern.test(word));
    if (kind) intent.kind ??= kind[1];
    if (design) intent.designs.push(...design[1].filter((name) => !intent.designs.includes(name)));
    if (FILLER.test(word)) continue;
    kept.push(word);
    if (!kind && !design) narrowing.push(word);
  }
  intent.audience = [...new Set(intent.audience)];
  // "sct mount", "mount for 8 inch sct", "eyepiece for a maksutov": the telescope is described, the kind is asked for
  intent.forTelescope =
    intent.kind !== null &&
    intent.kind !== 'telescope' &&
    (intent.designs.length > 0 || (intent.kind === 'mount' && intent.lengths.length > 0));
  intent.text = (intent.forTelescope ? narrowing : kept).join(' ');
  return intent;
}

/** whether the search means more than its words: otherwise it is a plain full-text search */
export function hasMeaning(intent: SearchIntent): boolean {
  return intent.forTelescope || intent.lengths.length > 0 || intent.audience.length > 0;
}
