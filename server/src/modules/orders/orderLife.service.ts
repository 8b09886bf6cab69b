import type { Queryable } from '../../db/client';
import { lockOrderState, logTransition, orderState, writeOrderState } from './orderLife.repository';
import { releaseStock, reserveOrderStockAgain, takeWarehouseStock } from './orders.repository';
import { ShopError } from '../../domain/errors';
import { transitionOf, type Effect, type OrderEvent, type OrderState, type Transition } from '../../domain/orderLife';

// Moves an order through its life (domain/orderLife.ts) inside the caller's transaction: the order's
// row is locked first (FOR UPDATE: one transition at a time per order on PostgreSQL; PGlite runs one
// transaction at a time anyway), the table is asked, the transition's effects are done, the new state is
// written and logged. A refused event throws before anything is written, and anything thrown later rolls
// the caller's whole transaction back: an order is never half moved.

/** who caused a transition, as the log names it */
export type LifeActor = 'shopper' | 'bank' | 'expiry' | `operator:${string}`;

export interface Moved {
  from: OrderState;
  to: OrderState;
  /** what the transition did, or left to its caller (restock_named_units) */
  effects: readonly Effect[];
}

/** the refusal of an event the table does not allow in the order's state */
const notAllowed = (from: OrderState, event: OrderEvent) => new ShopError(409, 'order_transition', { from, to: event });

/** moves the order, or answers the state that refused the event (nothing written) */
export async function tryMoveOrder(
  tx: Queryable,
  orderId: number,
  event: OrderEvent,
  actor: LifeActor,
  { stockGone = () => new ShopError(409, 'order_stock_sold'), alongside }: Omit<MoveOptions, 'refused'> = {},
): Promise<Moved | { refusedIn: OrderState }> {
  const order = await lockOrderState(tx, orderId);
  if (!order) throw new ShopError(404, 'order_not_found');
  const transition = transitionOf(order.state, event, order.handover);
  if (!transition) return { refusedIn: order.state };
  const done = await doEffects(tx, orderId, transition);
  if (!done) throw stockGone();
  await writeOrderState(tx, orderId, order.state, done.to);
  await alongside?.();
  // the row's generated status must now read as the table says: a disagreement is a bug, rolled back whole
  const stored = await orderState(tx, orderId);
  if (stored !== done.to)
    throw new Error(`order ${orderId}: ${event} from ${order.state} stored ${stored}, not ${done.to}`);
  await logTransition(tx, { orderId, event, from: order.state, to: done.to, actor });
  return { from: order.state, to: done.to, effects: done.effects };
}

export interface MoveOptions {
  /** the refusal of an event the order's state refuses (409 order_transition unless told) */
  refused?: (from: OrderState) => ShopError;
  /** the refusal when the stock the transition takes is gone (409 order_stock_sold unless told) */
  stockGone?: () => ShopError;
  /** what the event writes itself (a refund's amount), before the new state is checked */
  alongside?: () => Promise<void>;
}

/** moves the order, or throws when its state refuses the event */
export async function moveOrder(
  tx: Queryable,
  orderId: number,
  event: OrderEvent,
  actor: LifeActor,
  { refused = (from) => notAllowed(from, event), ...options }: MoveOptions = {},
): Promise<Moved> {
  const moved = await tryMoveOrder(tx, orderId, event, actor, options);
  if ('refusedIn' in moved) throw refused(moved.refusedIn);
  return moved;
}

/** whether the table allows `event` now (the order read, not locked): for what a page offers */
export function allows(state: OrderState, event: OrderEvent, pickup: boolean) {
  return transitionOf(state, event, pickup ? 'pickup' : 'carrier') !== null;
}

/** the transition's stock effects; the `orElse` when its stock is gone, null when there is none */
async function doEffects(tx: Queryable, orderId: number, transition: Transition): Promise<Transition | null> {
  for (const effect of transition.effects) {
    if (effect === 'reserve_stock' && !(await reserveOrderStockAgain(tx, orderId)))
      return transition.orElse ? doEffects(tx, orderId, transition.orElse) : null;
    if (effect === 'release_stock') await releaseStock(tx, orderId);
    if (effect === 'take_warehouse_stock') await takeWarehouseStock(tx, orderId);
    // restock_named_units: the refund names the units, and puts them back itself
  }
  return transition;
}
