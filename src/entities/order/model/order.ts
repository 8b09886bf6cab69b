import { fields, list, text, toAmount } from '@/shared/lib';

/** One of the customer's orders, as GET /api/orders lists them. */
export interface Order {
  orderNumber: string;
  /** the payment method, e.g. BOG_CARD */
  payment: string | null;
  /** pending, paid or failed (the contract's `payment_statust`) */
  paymentStatus: string | null;
  totalPrice: number | null;
}

export function normalizeOrders(raw: unknown): Order[] {
  return list(fields(raw).data).flatMap((entry) => {
    const order = fields(entry);
    const orderNumber = text(order.order_number);
    if (!orderNumber) return [];
    return [
      {
        orderNumber,
        payment: text(order.payment),
        paymentStatus: text(order.payment_statust ?? order.payment_status),
        totalPrice: toAmount(order.total_price),
      },
    ];
  });
}

/** The answer to a checkout: where the payment continues. */
export interface CheckoutStart {
  orderNumber: string | null;
  redirect: string | null;
  /** LIBERTY_CARD: the fields of the hidden form posted to `redirect` */
  formData: Record<string, string>;
  /** BOG_LOAN: the provider's order id for the calculator */
  orderId: string | null;
}

export function readCheckoutStart(raw: unknown): CheckoutStart {
  const body = fields(raw);
  const formData = Object.fromEntries(
    Object.entries(fields(body.form_data)).flatMap(([name, value]) => {
      // every field goes to the provider exactly as sent, empty strings included
      const written = typeof value === 'string' ? value : text(value);
      return written === null ? [] : [[name, written]];
    }),
  );
  return {
    orderNumber: text(body.order_number),
    redirect: text(body.redirect),
    formData,
    orderId: text(body.order_id),
  };
}
