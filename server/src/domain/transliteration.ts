// Georgian words typed in Latin letters ("okulari", "teleskopi", "binokli"), as shoppers write them on a
// keyboard without Georgian: the Georgian spellings they may stand for, so a search finds what the Georgian
// word finds. Shoppers leave out the national romanisation's apostrophes, so k, t, p, ts and ch each stand
// for two letters (კ/ქ, ტ/თ, პ/ფ, წ/ც, ჭ/ჩ) and q for ყ or ქ: every reading is offered, up to a few.

/** Latin letters (digraphs first) and the Georgian letters they may stand for, the likelier first */
const LETTERS: [string, string[]][] = [
  ['sh', ['შ']],
  ['ch', ['ჩ', 'ჭ']],
  ['ts', ['ც', 'წ']],
  ['tz', ['ც', 'წ']],
  ['dz', ['ძ']],
  ['kh', ['ხ']],
  ['gh', ['ღ']],
  ['zh', ['ჟ']],
  ['th', ['თ']],
  ['ph', ['ფ']],
  ['a', ['ა']],
  ['b', ['ბ']],
  ['c', ['ც', 'კ']],
  ['d', ['დ']],
  ['e', ['ე']],
  ['f', ['ფ']],
  ['g', ['გ']],
  ['h', ['ჰ']],
  ['i', ['ი']],
  ['j', ['ჯ']],
  ['k', ['კ', 'ქ']],
  ['l', ['ლ']],
  ['m', ['მ']],
  ['n', ['ნ']],
  ['o', ['ო']],
  ['p', ['პ', 'ფ']],
  ['q', ['ყ', 'ქ']],
  ['r', ['რ']],
  ['s', ['ს']],
  ['t', ['ტ', 'თ']],
  ['u', ['უ']],
  ['v', ['ვ']],
  ['w', ['ვ']],
  ['x', ['ხ']],
  ['y', ['ი']],
  ['z', ['ზ']],
];

/** readings past this many are not offered: a long word with many ambiguous letters keeps its likelier ones */
const MOST_SPELLINGS = 16;
/** shorter words are too often English ("mount" is not a Georgian word; "ok" would find everything) */
const SHORTEST = 4;

/** the Georgian spellings a Latin-letter word may stand for, the likeliest first; none for other words */
export function georgianSpellings(word: string): string[] {
  if (word.length < SHORTEST || !/^[a-z]+$/.test(word)) return [];
  let spellings = [''];
  for (let at = 0; at < word.length;) {
    const [latin, georgian] = LETTERS.find(([letters]) => word.startsWith(letters, at))!;
    spellings = georgian.flatMap((letter) => spellings.map((start) => start + letter)).slice(0, MOST_SPELLINGS);
    at += latin.length;
  }
  return spellings;
}
