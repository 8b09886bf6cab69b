import type { Answer } from '@/shared/api';
import { fields, firstTranslation, list, text, toAmount, wholeNumber } from '@/shared/lib';

type Offer = Answer<'/api/delivery-methods', 'get'>['data'];

export type DeliveryCode = 'courier' | 'regions' | 'pickup';
const codes: readonly string[] = ['courier', 'regions', 'pickup'] satisfies DeliveryCode[];

/** One way of delivery the shop offers, its fee and terms in lari. */
export interface DeliveryMethod {
  code: DeliveryCode;
  name: string;
  fee: number;
  /** from this subtotal (lines less the promo) on it is free; null: never */
  freeFrom: number | null;
  daysMin: number;
  daysMax: number;
  workingDays: boolean;
}

export interface Region {
  code: string;
  name: string;
}

/** A warehouse open for pickup. */
export interface PickupPoint {
  id: number;
  name: string;
  address: string;
  hours: string;
  img: string | null;
}

/** What GET /api/delivery-methods offers; null when the server offers no delivery (a server of the spec's contract). */
export interface DeliveryOptions {
  methods: DeliveryMethod[];
  regions: Region[];
  pickupPoints: PickupPoint[];
}

/** The region code of Tbilisi, where the courier goes; the regions method goes everywhere else. */
export const TBILISI = 'tbilisi';

export function readDeliveryOptions(raw: unknown): DeliveryOptions | null {
  const data = fields<Offer>(fields(raw).data);
  const methods = list(data.methods).flatMap((entry): DeliveryMethod[] => {
    const method = fields<Offer['methods'][number]>(entry);
    const code = text(method.code);
    if (!code || !codes.includes(code)) return [];
    return [
      {
        code: code as DeliveryCode,
        name: text(firstTranslation(method.translations).name) ?? code,
        fee: Math.max(0, toAmount(method.fee) ?? 0),
        freeFrom: toAmount(method.free_from),
        daysMin: wholeNumber(method.days_min),
        daysMax: wholeNumber(method.days_max),
        workingDays: method.working_days === true,
      },
    ];
  });
  const regions = list(data.regions).flatMap((entry) => {
    const region = fields<Offer['regions'][number]>(entry);
    const code = text(region.code);
    return code ? [{ code, name: text(firstTranslation(region.translations).name) ?? code }] : [];
  });
  const pickupPoints = list(data.pickup_points).flatMap((entry) => {
    const point = fields<Offer['pickup_points'][number]>(entry);
    const id = wholeNumber(point.id, Number.NaN);
    const translation = firstTranslation(point.translations);
    const name = text(translation.name);
    if (!Number.isFinite(id) || !name) return [];
    return [
      {
        id,
        name,
        address: text(translation.address) ?? '',
        hours: text(translation.hours) ?? '',
        img: text(point.img),
      },
    ];
  });
  // pickup with nowhere to pick up from is no choice
  const offered = methods.filter((method) => method.code !== 'pickup' || pickupPoints.length > 0);
  return offered.length > 0 ? { methods: offered, regions, pickupPoints } : null;
}

/** The method's fee for a cart whose lines less the promo come to `subtotal`: 0 from its threshold on. */
export function deliveryFee(method: Pick<DeliveryMethod, 'fee' | 'freeFrom'>, subtotal: number): number {
  return method.freeFrom !== null && subtotal >= method.freeFrom ? 0 : method.fee;
}

/** How much more the cart needs for free delivery by this method; null when it is free already or never. */
export function shortOfFreeDelivery(method: Pick<DeliveryMethod, 'fee' | 'freeFrom'>, subtotal: number): number | null {
  if (method.fee === 0 || method.freeFrom === null || subtotal >= method.freeFrom) return null;
  return Math.round((method.freeFrom - subtotal) * 100) / 100;
}
