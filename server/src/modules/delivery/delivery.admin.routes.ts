import { invalidFields } from '../../domain/errors';
import type { RecordRules } from '../records/records.service';
import { DELIVERY_METHOD_SPEC, PICKUP_POINT_SPEC } from './delivery.service';
import { recordRoutes } from '../records/records.admin.routes';
import { answer, bilingualInput, line, text, titleInput } from '../../http/adminSchemas';

// Delivery settings (owners and managers): the three methods' names, fees, free thresholds and days,
// and which warehouses shoppers may collect from, with their address and opening hours. The set of
// methods is the shop's (domain/delivery.ts): they are edited, never created or deleted; a method
// switched off (`active`) is not offered.

const recordId = { type: 'integer' } as const;
const lari = { type: 'number', minimum: 0, maximum: 100000 } as const;
const days = { type: 'integer', minimum: 0, maximum: 60 } as const;
const position = { type: 'integer', minimum: 0, maximum: 100000 } as const;
const bilingual = answer({ en: text, ka: text });
const nullableBilingual = answer({ en: { type: ['string', 'null'] }, ka: text });

/** the days a delivery takes go from fewer to more; money in whole tetri */
const deliveryRules: RecordRules = {
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
const pickupRules: RecordRules = {
  async check(_tx, input) {
    if (!input.pickup) return;
    for (const field of ['address', 'hours']) {
      const value = input[field] as { en: string } | null | undefined;
      if (!value?.en.trim()) throw invalidFields({ [field]: [{ key: 'field_required' }] });
    }
  },
};

export const deliveryMethodRoutes = recordRoutes({
  path: 'delivery-methods',
  entity: 'delivery_method',
  title: 'Delivery methods (courier, regions, pickup: fees, free thresholds, days)',
  access: 'delivery',
  spec: DELIVERY_METHOD_SPEC,
  rules: deliveryRules,
  item: answer({
    id: recordId,
    version: recordId,
    code: { type: 'string', enum: ['courier', 'regions', 'pickup'] },
    name: bilingual,
    fee: { type: 'number', description: 'lari' },
    freeFrom: {
      type: ['number', 'null'],
      description: 'lari: free from this subtotal (lines less promo); null: never',
    },
    daysMin: recordId,
    daysMax: recordId,
    workingDays: { type: 'boolean' },
    active: { type: 'boolean', description: 'offered at checkout' },
    position: recordId,
  }),
  fields: {
    code: { type: 'string', enum: ['courier', 'regions', 'pickup'] },
    name: titleInput,
    fee: lari,
    freeFrom: { ...lari, type: ['number', 'null'] },
    daysMin: days,
    daysMax: days,
    workingDays: { type: 'boolean' },
    active: { type: 'boolean' },
    position,
  },
  required: ['code', 'name', 'fee', 'freeFrom', 'daysMin', 'daysMax', 'workingDays', 'active', 'position'],
  filters: { active: { type: 'boolean' } },
  sorts: ['position', 'id', 'code'],
  deletable: false,
  creatable: false,
});

export const pickupPointRoutes = recordRoutes({
  path: 'pickup-points',
  entity: 'warehouse',
  title: 'Warehouses as pickup points (address and opening hours in both languages)',
  access: 'delivery',
  spec: PICKUP_POINT_SPEC,
  rules: pickupRules,
  item: answer({
    id: recordId,
    version: recordId,
    code: text,
    name: bilingual,
    pickup: { type: 'boolean', description: 'shoppers may collect orders here' },
    address: nullableBilingual,
    hours: nullableBilingual,
  }),
  fields: {
    name: titleInput,
    pickup: { type: 'boolean' },
    address: bilingualInput(line, line),
    hours: bilingualInput(line, line),
  },
  required: ['name', 'pickup', 'address', 'hours'],
  filters: { pickup: { type: 'boolean' } },
  sorts: ['id', 'code'],
  deletable: false,
  creatable: false,
});
