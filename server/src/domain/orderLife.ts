// The order's life: every state an order can be in, every event that may happen to it, and what each
// event does in each state. Every path that changes an order (the shopper, a bank's reading from a
// callback, a status pull or the reconciliation, expiry, an operator) asks this table first and does
// what it says, or is refused; nothing else decides.
//
// A small typed table rather than XState: an order's state lives in its row (the generated `status`
// column), each transition runs in one database transaction with the order locked, and an order is never
// "running" in a process. XState's interpreters, actors and timers would have nothing to do; what is
// needed is a lookup that TypeScript checks to be total and that a test can walk in full.

export const ORDER_STATES = [
  /** placed, awaiting its payment; holds its stock */
  'pending',
  /** its payment was declined or its reservation ran out; its stock went back */
  'failed',
  /** cancelled unpaid by its shopper or an operator; its stock went back */
  'cancelled',
  'paid',
  /** a bank approved it after its reservation ended, its stock taken again: an operator decides */
  'paid_after_expiry',
  /** a bank holds money the order does not account for (stock gone, cancelled, superseded): refund it */
  'refund_due',
  'packed',
  /** courier, regions and arranged orders: handed to the carrier */
  'shipped',
  'delivered',
  /** pickup orders: waiting at the pickup point */
  'ready_for_pickup',
  'collected',
  /** everything paid was given back */
  'refunded',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_EVENTS = [
  /** a bank's reading: one of the order's payment attempts approved (its current one, or a superseded one) */
  'bank_approved',
  /**
   * a bank's reading: another attempt approved while the order already holds its money (an older page paid
   * after a newer one, or the other way round): the order stays where it is, the attempt is kept as a surplus
   * to give back, listed with the orders due a refund
   */
  'bank_approved_again',
  /** a bank's reading: the current attempt declined (a superseded one's decline moves nothing) */
  'bank_declined',
  /** the reservation ran out unpaid (the bank was asked first) */
  'expire',
  /** the shopper or an operator cancels */
  'cancel',
  /** the shopper starts a new payment of the same order */
  'pay_again',
  /** an operator keeps an order paid late */
  'accept',
  'pack',
  'ship',
  'deliver',
  'ready_for_pickup',
  'collect',
  /** a refund the bank confirmed, leaving part of the payment with the shop */
  'refund_part',
  /** a refund the bank confirmed, giving back all that was left */
  'refund_rest',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** how an order reaches its shopper, as far as its life is concerned */
export type Handover = 'carrier' | 'pickup';

/** what a transition does besides moving the order, done by the service in the same transaction */
export type Effect =
  /** the order's units leave live stock again (all or none; the transition's `orElse` when they cannot) */
  | 'reserve_stock'
  /** the order's reserved units go back to live stock */
  | 'release_stock'
  /** a paid order's units leave the warehouses */
  | 'take_warehouse_stock'
  /** the units a refund names go back to the warehouses and live stock */
  | 'restock_named_units';

export interface Transition {
  to: OrderState;
  effects: readonly Effect[];
  /** when `reserve_stock` finds the stock gone: this instead */
  orElse?: Transition;
}

const go = (to: OrderState, ...effects: Effect[]): Transition => ({ to, effects });

/** a bank's approval of money the order no longer wants: held for an operator to give back */
const moneyHeld = go('refund_due');
/** an approval after the order stopped waiting: taken after all where its stock is still there */
const lateApproval: Transition = {
  ...go('paid_after_expiry', 'reserve_stock', 'take_warehouse_stock'),
  orElse: moneyHeld,
};
/** an order holding its money, paid again by another attempt: it stays; the surplus is kept on the attempt */
const paidTwiceIn = (state: OrderState) => ({ bank_approved_again: go(state) });
/** a refund keeps the order where it is; all given back ends it. Units named by the refund go back. */
const refundsIn = (state: OrderState) => ({
  refund_part: go(state, 'restock_named_units'),
  refund_rest: go('refunded', 'restock_named_units'),
  ...paidTwiceIn(state),
});

type Table = Record<OrderState, Partial<Record<OrderEvent, Transition>>>;

/** what is common to both ways of handing an order over */
const LIFE: Table = {
  pending: {
    bank_approved: go('paid', 'take_warehouse_stock'),
    bank_declined: go('failed', 'release_stock'),
    expire: go('failed', 'release_stock'),
    cancel: go('cancelled', 'release_stock'),
    pay_again: go('pending'),
  },
  failed: {
    bank_approved: lateApproval,
    // the same order again, its stock taken again (the checkout's rules are checked by the service)
    pay_again: go('pending', 'reserve_stock'),
  },
  cancelled: { bank_approved: moneyHeld },
  paid: { pack: go('packed'), ...refundsIn('paid') },
  paid_after_expiry: { accept: go('paid'), ...refundsIn('paid_after_expiry') },
  // its units never left the warehouses: an operator keeps it (its stock taken now) or gives the money back
  refund_due: {
    accept: go('paid', 'reserve_stock', 'take_warehouse_stock'),
    refund_part: go('refund_due'),
    refund_rest: go('refunded'),
    ...paidTwiceIn('refund_due'),
  },
  packed: { ...refundsIn('packed') },
  shipped: { deliver: go('delivered'), ...refundsIn('shipped') },
  delivered: { ...refundsIn('delivered') },
  ready_for_pickup: { collect: go('collected'), ...refundsIn('ready_for_pickup') },
  collected: { ...refundsIn('collected') },
  refunded: { ...paidTwiceIn('refunded') },
};

/** the step out of `packed`, by how the order is handed over */
const HANDOVER: Record<Handover, Partial<Record<OrderEvent, Transition>>> = {
  carrier: { ship: go('shipped') },
  pickup: { ready_for_pickup: go('ready_for_pickup') },
};

/** what `event` does to an order in `state` handed over by `handover`; null: the event is refused */
export function transitionOf(state: OrderState, event: OrderEvent, handover: Handover): Transition | null {
  if (state === 'packed' && HANDOVER[handover][event]) return HANDOVER[handover][event];
  return LIFE[state][event] ?? null;
}

/** the states in which the bank holds the order's money, all of it or part (what the order records as paid) */
export const MONEY_TAKEN: readonly OrderState[] = [
  'paid',
  'paid_after_expiry',
  'refund_due',
  'packed',
  'shipped',
  'delivered',
  'ready_for_pickup',
  'collected',
  'refunded',
];

/** whether the order's units are still reserved unpaid (counted out of live stock, not yet out of the warehouses) */
export const holdsReservation = (state: OrderState) => state === 'pending';

/**
 * The order's payment, beside its life (the generated `payment_state` column, migration 030): a refund
 * of part of the money leaves the order where it is (a packed order partly refunded still ships), so
 * "partly refunded" is its payment's state, not the order's. Declined: the bank said no while the order
 * waited; expired: the order stopped waiting once its reservation ran out.
 */
export const PAYMENT_STATES = [
  'pending',
  'paid',
  'declined',
  'expired',
  'cancelled',
  'refund_due',
  'partly_refunded',
  'refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
