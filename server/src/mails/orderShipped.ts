import type { Lang } from '../domain/language';
import { button, layout, paragraph } from './layout';
import type { OrderMailData, RenderedMail } from './orderMail';
import { destination } from './summary';

// Sent when an operator hands the order to the carrier: its tracking number and the carrier's page.

interface Texts {
  subject: (number: string) => string;
  intro: (number: string, tracking: string) => string;
  track: string;
  open: string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    subject: (number) => `Order ${number} is on its way`,
    intro: (number, tracking) =>
      `Your order ${number} has been handed to the carrier. Its tracking number is ${tracking}.`,
    track: 'Track the parcel',
    open: 'Open your order',
  },
  ka: {
    subject: (number) => `შეკვეთა ${number} გზაშია`,
    intro: (number, tracking) => `თქვენი შეკვეთა ${number} გადაეცა მიმწოდებელს. გზავნილის ნომერია ${tracking}.`,
    track: 'სად არის ამანათი',
    open: 'შეკვეთის ნახვა',
  },
};

export function orderShipped(
  order: OrderMailData,
  shipment: { trackingNumber: string; trackingUrl: string },
): RenderedMail {
  const text = TEXTS[order.lang];
  const where = destination(order);
  return layout(order.lang, text.subject(order.number), order.greetName, [
    paragraph(text.intro(order.number, shipment.trackingNumber)),
    button(text.track, shipment.trackingUrl),
    ...(where ? [where] : []),
    button(text.open, order.pageUrl),
  ]);
}
