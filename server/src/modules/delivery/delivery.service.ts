import type { Queryable } from '../../db/client';
import {
  activeDeliveryMethod,
  activeDeliveryMethods,
  pickupPoint,
  pickupPoints,
  type DeliveryMethodRow,
} from './delivery.repository';
import { checkAddress, phoneNumber, type Address, type AddressInput } from '../../domain/address';
import {
  ARRANGED,
  REGION_CODES,
  REGIONS,
  TBILISI,
  type DeliveryMethod,
  type DeliveryTerms,
  type OrderDelivery,
} from '../../domain/delivery';
import { invalidFields, type FieldProblems } from '../../domain/errors';
import type { Lang } from '../../domain/language';
import { toLari, toTetri } from '../../domain/money';
import { translations } from '../../domain/translations';
import type { RecordRules } from '../records/records.service';

// Delivery as the storefront offers it: the methods the back office set, the regions an address names
// and the warehouses a shopper may collect from.

export { DELIVERY_METHOD_SPEC, PICKUP_POINT_SPEC } from './delivery.repository';

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

/** the checkout's `delivery`, as the request schema let it through */
export interface DeliveryInput {
  method: DeliveryMethod;
  address?: AddressInput;
  phone?: string;
  warehouse_id?: number;
  save_address?: boolean;
}

/** what an order keeps of its delivery, and the terms its fee is worked out from */
export interface DeliveryChoice {
  method: OrderDelivery;
  terms: DeliveryTerms;
  address: Address | null;
  /** E.164 */
  phone: string | null;
  warehouseId: number | null;
}

/** no delivery named (a client of the spec's contract): arranged from the comment, no fee */
export const ARRANGED_DELIVERY: DeliveryChoice = {
  method: ARRANGED,
  terms: { feeTetri: 0, freeFromTetri: null },
  address: null,
  phone: null,
  warehouseId: null,
};

/** the regions each method delivers to: the courier Tbilisi, the regions' method the rest */
const REGIONS_OF: Record<'courier' | 'regions', readonly string[]> = {
  courier: [TBILISI],
  regions: REGION_CODES.filter((code) => code !== TBILISI),
};

/**
 * The delivery a checkout named, checked against the settings in its transaction: a method offered now,
 * for courier and regions an address in their regions and a phone, for pickup one of the pickup points.
 * Anything wrong is one 422 naming every field at fault (`delivery.address.street`...).
 */
export async function chooseDelivery(tx: Queryable, input: DeliveryInput): Promise<DeliveryChoice> {
  const method = await activeDeliveryMethod(tx, input.method);
  if (!method) throw invalidFields({ 'delivery.method': [{ key: 'delivery_unavailable' }] });
  const problems: FieldProblems = {};
  const phone = input.phone?.trim() ? phoneNumber(input.phone) : null;
  if (input.phone?.trim() && !phone) problems['delivery.phone'] = [{ key: 'field_phone' }];
  let address: Address | null = null;
  let warehouseId: number | null = null;
  if (method.code === 'pickup') {
    if (input.warehouse_id === undefined) problems['delivery.warehouse_id'] = [{ key: 'field_required' }];
    else if (!(await pickupPoint(tx, input.warehouse_id)))
      problems['delivery.warehouse_id'] = [{ key: 'field_invalid' }];
    else warehouseId = input.warehouse_id;
  } else {
    if (!input.phone?.trim()) problems['delivery.phone'] = [{ key: 'field_required' }];
    // the courier's address is in Tbilisi unless it says otherwise
    const given = { region: method.code === 'courier' ? TBILISI : undefined, ...input.address };
    const checked = checkAddress(given, REGION_CODES, 'delivery.address.');
    Object.assign(problems, checked.problems);
    const region = checked.address.region;
    if (!problems['delivery.address.region'] && !REGIONS_OF[method.code].includes(region))
      problems['delivery.address.region'] = [
        { key: method.code === 'courier' ? 'delivery_courier_tbilisi' : 'delivery_regions_not_tbilisi' },
      ];
    address = checked.address;
  }
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  return { method: method.code, terms: termsOf(method), address, phone, warehouseId };
}

// The back office's delivery settings' rules, beyond what their schemas say (delivery.admin.routes.ts).

/** the days a delivery takes go from fewer to more; money in whole tetri */
export const deliveryMethodRules: RecordRules = {
  async check(_tx, input) {
    for (const field of ['fee', 'freeFrom']) {
      const value = input[field] as number | null;
      if (value !== null && Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
        throw invalidFields({ [field]: [{ key: 'field_invalid' }] });
    }
    if ((input.daysMax as number) < (input.daysMin as number))
      throw invalidFields({ daysMax: [{ key: 'field_range' }] });
  },
};

/** a pickup point says where it is and when it is open */
export const pickupPointRules: RecordRules = {
  async check(_tx, input) {
    if (!input.pickup) return;
    for (const field of ['address', 'hours']) {
      const value = input[field] as { en: string } | null | undefined;
      if (!value?.en.trim()) throw invalidFields({ [field]: [{ key: 'field_required' }] });
    }
  },
};
