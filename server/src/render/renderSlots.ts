/**
 * Fresh page renders at once: each one takes a rendering thread (a render worker, or the main thread) for
 * 25-75 ms, so `running` run at a time and `waiting` more wait their turn; past both, a render is refused at once, and its page is
 * answered otherwise (the browser renders it). No visitor waits in a long line, and no burst of new
 * addresses holds up the pages the shop has kept.
 */
export class RenderSlots {
  private running = 0;
  private readonly line: Array<() => void> = [];

  constructor(private readonly limit: { running: number; waiting: number }) {}

  /** `task`'s result, run now or once a render before it ends; undefined, at once, when the line is full */
  run<T>(task: () => Promise<T>): Promise<T> | undefined {
    if (this.running < this.limit.running) {
      this.running++;
      return this.runTaking(task);
    }
    if (this.line.length >= this.limit.waiting) return undefined;
    // the slot is handed over by the render that ends, so `running` stays as it is
    return new Promise<void>((turn) => this.line.push(turn)).then(() => this.runTaking(task));
  }

  private async runTaking<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } finally {
      const next = this.line.shift();
      if (next) next();
      else this.running--;
    }
  }
}
