// The page template the storefront's build writes for the server (webpack.config.ts: dist/server/page.<lang>.html):
// its own page with named slots, `<!--slot:name-->`, where each rendered page goes. Filling it puts each
// slot's text in place in one pass over the template's parts; the page's markup is never searched.

/** the slots, in no particular order: where the build's template has them is its own affair */
export const SLOTS = ['head', 'styles', 'root', 'state'] as const;
export type Slot = (typeof SLOTS)[number];

const OPEN = '<!--slot:';
const CLOSE = '-->';

export class PageTemplate {
  /** the template's text around the slots: one more part than slots */
  private readonly parts: string[] = [];
  private readonly slots: Slot[] = [];

  /** throws when the template lacks a slot, has one twice or names one unknown: a build the server cannot fill */
  constructor(template: string) {
    let from = 0;
    for (let at = template.indexOf(OPEN); at >= 0; at = template.indexOf(OPEN, from)) {
      const end = template.indexOf(CLOSE, at);
      const name = template.slice(at + OPEN.length, end);
      if (end < 0 || !isSlot(name) || this.slots.includes(name))
        throw new Error(`the page template's slot "${name}" is unknown or repeated`);
      this.parts.push(template.slice(from, at));
      this.slots.push(name);
      from = end + CLOSE.length;
    }
    this.parts.push(template.slice(from));
    const missing = SLOTS.filter((slot) => !this.slots.includes(slot));
    if (missing.length > 0)
      throw new Error(
        `the page template has no slot for ${missing.join(', ')}: rebuild the storefront (npm run build)`,
      );
  }

  /** the page with each slot's text in place */
  fill(values: Record<Slot, string>): string {
    return this.slots.reduce((page, slot, index) => page + values[slot] + this.parts[index + 1], this.parts[0]);
  }
}

function isSlot(name: string): name is Slot {
  return (SLOTS as readonly string[]).includes(name);
}
