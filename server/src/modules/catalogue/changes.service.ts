import type { Database, Queryable } from '../../db/client';
import { announceChanges } from './changes.repository';

// What an operator's change to the catalogue, the content or the promo codes must drop: the catalogue's
// kept answers and rows (modules/catalogue/catalogue.service.ts) and the kept storefront pages (render/pageCache.ts),
// so the storefront shows the change at once. Whoever keeps such things listens here. The back office's
// services make their changes through `commit`, which also tells every other server sharing the
// database (PostgreSQL's NOTIFY, sent at the commit); the app's listener (app/index.ts) calls
// `invalidate` when another server made a change.

export class CatalogueChanges {
  private readonly listeners: (() => void)[] = [];

  constructor(private readonly db: Database) {}

  /** `drop` is called at every change, to forget what it kept */
  onChange(drop: () => void) {
    this.listeners.push(drop);
  }

  /** runs work in one transaction that announces the change to the other servers, then drops what this one kept */
  async commit<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const result = await this.db.transaction(async (tx) => {
      const done = await work(tx);
      await announceChanges(this.db, tx);
      return done;
    });
    this.invalidate();
    return result;
  }

  /** the catalogue, the content or the promo codes changed: everything this server kept of them goes */
  invalidate() {
    for (const drop of this.listeners) drop();
  }
}
