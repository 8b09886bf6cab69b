// The mails an order's life sends its shopper, each caused by one change of the order, with what that
// change says beyond the order's own columns.

export type OrderMailEvent =
  /** placed at checkout, its payment not through yet */
  | { kind: 'received' }
  /** its bank approved the payment (or an operator kept an order paid late) */
  | { kind: 'paid' }
  | { kind: 'shipped'; trackingNumber: string }
  | { kind: 'delivered' }
  /** a pickup order waits at its point (the mail gives the point's address and hours) */
  | { kind: 'ready_for_pickup' }
  | { kind: 'collected' }
  /** an unpaid order cancelled, by its shopper or by an operator */
  | { kind: 'cancelled'; by: 'shopper' | 'shop' }
  /** money given back: this refund's amount, and what all refunds of the order come to with it (numeric strings) */
  | { kind: 'refunded'; amount: string; refunded: string };

export type OrderMailKind = OrderMailEvent['kind'];
