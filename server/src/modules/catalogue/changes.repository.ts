import type { Database, Queryable } from '../../db/client';

// Telling the other servers sharing the database that an operator changed the catalogue, the content
// or the promo codes, so that they drop what they kept of them (modules/catalogue/changes.service.ts). PGlite
// serves one process alone: there is nobody to tell.

const CHANNEL = 'shop_changes';
/** live stock moved (an order's transition, a checkout): the others forget the stock they kept */
const STOCK_CHANNEL = 'shop_stock';

/** inside the change's transaction: the others hear of it when it commits, and never if it rolls back */
export async function announceChanges(db: Database, tx: Queryable): Promise<void> {
  await db.notices?.send(tx, CHANNEL);
}

/**
 * calls onChange whenever a change was announced (by this server too), and once after a lost
 * connection came back; onLost hears of every lost connection and failed attempt to connect again
 */
export async function listenForChanges(
  db: Database,
  onChange: () => void,
  onLost: (error: Error) => void,
): Promise<void> {
  await db.notices?.listen(CHANNEL, onChange, onLost);
}

/** after the commit that moved stock: the others hear of it at once */
export async function announceStock(db: Database): Promise<void> {
  await db.notices?.send(db, STOCK_CHANNEL);
}

/** calls onStock whenever a server announced that stock moved (and once after a lost connection came back) */
export async function listenForStock(db: Database, onStock: () => void, onLost: (error: Error) => void) {
  await db.notices?.listen(STOCK_CHANNEL, onStock, onLost);
}
