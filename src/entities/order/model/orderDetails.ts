import type { Answer } from '@/shared/api';
import { fields, firstTranslation, list, text, toAmount, wholeNumber } from '@/shared/lib';

type Wire = Answer<'/api/orders/{number}', 'get'>['data'];

/** One line of an order, at the price it was ordered for. */
export interface OrderLine {
  productId: number;
  slug: string;
  name: string;
  img: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/** A step of the order's life, in the order it happened. */
export interface OrderEvent {
  status: string;
  at: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** a refund's amount */
  amount: number | null;
}

/** Where the order goes: a courier's or the regions' address, a pickup point, or arranged from the comment. */
export interface OrderDelivery {
  method: string;
  fee: number;
  address: { region: string; city: string; street: string; apartment: string; notes: string } | null;
  phone: string | null;
  pickupPoint: { name: string; address: string; hours: string } | null;
}

/** One of the shopper's orders, as its page shows it (GET /api/orders/{number}). */
export interface OrderDetails {
  orderNumber: string;
  status: string;
  payment: string | null;
  paymentStatus: string | null;
  /** the payment as the page names it: pending, paid, declined, expired, cancelled, refund_due, partly_refunded, refunded */
  paymentState: string | null;
  createdAt: string | null;
  reservedUntil: string | null;
  canPay: boolean;
  canCancel: boolean;
  lines: OrderLine[];
  promo: { code: string; discount: number } | null;
  delivery: OrderDelivery;
  totals: { subtotal: number; discount: number; delivery: number; total: number; refunded: number };
  tracking: { number: string; url: string | null } | null;
  timeline: OrderEvent[];
}

const amount = (value: unknown) => toAmount(value) ?? 0;
const part = (value: unknown) => text(value) ?? '';

function readLines(raw: unknown): OrderLine[] {
  return list(raw).flatMap((entry) => {
    const line = fields<Wire['lines'][number]>(entry);
    const product = fields<Wire['lines'][number]['product']>(line.product);
    const slug = text(product.slug);
    if (!slug) return [];
    return [
      {
        productId: wholeNumber(product.id),
        slug,
        name: text(firstTranslation(product.translations).name) ?? slug,
        img: text(product.img),
        quantity: wholeNumber(line.quantity),
        unitPrice: amount(line.unit_price),
        lineTotal: amount(line.line_total),
      },
    ];
  });
}

function readDelivery(raw: unknown): OrderDelivery {
  const delivery = fields<Wire['delivery']>(raw);
  const address = delivery.address ? fields<NonNullable<Wire['delivery']['address']>>(delivery.address) : null;
  const point = delivery.pickup_point ? firstTranslation(fields(delivery.pickup_point).translations) : null;
  return {
    // an order of the spec's checkout names no delivery: it is arranged from the comment
    method: text(delivery.method) ?? 'arranged',
    fee: amount(delivery.fee),
    address: address && {
      region: part(address.region),
      city: part(address.city),
      street: part(address.street),
      apartment: part(address.apartment),
      notes: part(address.notes),
    },
    phone: text(delivery.phone),
    pickupPoint: point && { name: part(point.name), address: part(point.address), hours: part(point.hours) },
  };
}

export function readOrderDetails(raw: unknown): OrderDetails | null {
  const order = fields<Wire>(fields(raw).data);
  const orderNumber = text(order.order_number);
  if (!orderNumber) return null;
  const totals = fields<Wire['totals']>(order.totals);
  const promo = order.promo ? fields<NonNullable<Wire['promo']>>(order.promo) : null;
  const tracking = order.tracking ? fields<NonNullable<Wire['tracking']>>(order.tracking) : null;
  const trackingNumber = tracking && text(tracking.number);
  return {
    orderNumber,
    status: part(order.status),
    payment: text(order.payment),
    paymentStatus: text(order.payment_status),
    paymentState: text(order.payment_state),
    createdAt: text(order.created_at),
    reservedUntil: text(order.reserved_until),
    canPay: order.can_pay === true,
    canCancel: order.can_cancel === true,
    lines: readLines(order.lines),
    promo: promo && { code: part(promo.code), discount: amount(promo.discount) },
    delivery: readDelivery(order.delivery),
    totals: {
      subtotal: amount(totals.subtotal),
      discount: amount(totals.discount),
      delivery: amount(totals.delivery),
      total: amount(totals.total),
      refunded: amount(totals.refunded),
    },
    tracking: trackingNumber ? { number: trackingNumber, url: text(tracking.url) } : null,
    timeline: list(order.timeline).flatMap((entry) => {
      const event = fields<Wire['timeline'][number]>(entry);
      const status = text(event.status);
      const at = text(event.at);
      if (!status || !at) return [];
      return [
        {
          status,
          at,
          trackingNumber: text(event.tracking_number),
          trackingUrl: text(event.tracking_url),
          amount: toAmount(event.amount),
        },
      ];
    }),
  };
}
