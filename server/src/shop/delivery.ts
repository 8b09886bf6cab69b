import type { Queryable } from '../db/client';
import { activeDeliveryMethods, pickupPoints, type DeliveryMethodRow } from '../db/queries/delivery';
import { REGIONS, type DeliveryTerms } from '../domain/delivery';
import type { Lang } from '../domain/language';
import { toLari, toTetri } from '../domain/money';
import { translations } from '../domain/translations';

// Delivery as the storefront offers it: the methods the back office set, the regions an address names
// and the warehouses a shopper may collect from.

export { DELIVERY_METHOD_SPEC, PICKUP_POINT_SPEC } from '../db/queries/delivery';

export function termsOf(method: Pick<DeliveryMethodRow, 'fee' | 'free_from'>): DeliveryTerms {
  return {
    feeTetri: toTetri(method.fee),
    freeFromTetri: method.free_from === null ? null : toTetri(method.free_from),
  };
}

/** the methods (fees and thresholds in lari), the regions and the pickup points, in the request's language first */
export async function deliveryOptions(db: Queryable, lang: Lang) {
  const [methods, points] = await Promise.all([activeDeliveryMethods(db), pickupPoints(db)]);
  return {
    methods: methods.map((method) => ({
      code: method.code,
      translations: translations(lang, method, ['name']),
      fee: toLari(toTetri(method.fee)),
      free_from: method.free_from === null ? null : toLari(toTetri(method.free_from)),
      days_min: method.days_min,
      days_max: method.days_max,
      working_days: method.working_days,
    })),
    regions: REGIONS.map((region) => ({
      code: region.code,
      translations: translations(lang, { name_en: region.name.en, name_ka: region.name.ka }, ['name']),
    })),
    pickup_points: points.map((point) => ({
      id: point.id,
      code: point.code,
      img: point.img,
      translations: translations(lang, point, ['name', 'address', 'hours']),
    })),
  };
}
