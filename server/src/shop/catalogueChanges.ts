// What an operator's change to the catalogue, the content or the promo codes must drop: the catalogue's
// kept answers and rows (shop/catalogueCache.ts) and the kept storefront pages (render/pageCache.ts),
// so the storefront shows the change at once. Whoever keeps such things listens here; `invalidate` is
// the one call, made by the back office's services after their transaction commits, and later by a
// LISTEN/NOTIFY listener when another server sharing the database made the change.

export class CatalogueChanges {
  private readonly listeners: (() => void)[] = [];

  /** `drop` is called at every change, to forget what it kept */
  onChange(drop: () => void) {
    this.listeners.push(drop);
  }

  /** the catalogue, the content or the promo codes changed: everything kept of them goes */
  invalidate() {
    for (const drop of this.listeners) drop();
  }
}
