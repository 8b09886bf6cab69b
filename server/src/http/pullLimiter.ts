// A few pulls from a bank per payment per window, whatever asks for them: callbacks are hints anyone
// can send unsigned, and each would otherwise cost a call to the bank. A bank's genuine callbacks (a
// payment's few changes) stay well within it; a flood of hints about one payment does not. Per server,
// in memory: a few servers each asking a few times is still a handful of calls.

/** payments remembered at most; past it, those whose window ended are forgotten */
const MAX_KEYS = 10_000;

export class PullLimiter {
  private readonly windows = new Map<string, { from: number; pulls: number }>();

  constructor(
    private readonly pullsPerWindow: number,
    private readonly windowMs: number,
  ) {}

  /** true (and counted) while `key` has pulls left in its window */
  mayPull(key: string, now = Date.now()): boolean {
    let window = this.windows.get(key);
    if (!window || now - window.from >= this.windowMs) {
      if (this.windows.size >= MAX_KEYS) this.forgetBefore(now - this.windowMs);
      window = { from: now, pulls: 0 };
      this.windows.set(key, window);
    }
    if (window.pulls >= this.pullsPerWindow) return false;
    window.pulls += 1;
    return true;
  }

  private forgetBefore(time: number) {
    for (const [key, window] of this.windows) if (window.from < time) this.windows.delete(key);
  }
}
