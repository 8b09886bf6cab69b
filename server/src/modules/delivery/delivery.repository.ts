import type { Queryable } from '../../db/client';
import type { DeliveryMethod } from '../../domain/delivery';
import type { TableSpec } from '../records/records.repository';

// The delivery settings: the methods and the warehouses shoppers collect from, as the storefront reads
// them and as the back office edits them (queries/records.ts, through the specs below).

export interface DeliveryMethodRow {
  code: DeliveryMethod;
  name_en: string;
  name_ka: string | null;
  fee: string;
  free_from: string | null;
  days_min: number;
  days_max: number;
  working_days: boolean;
}

export interface PickupPointRow {
  id: number;
  code: string;
  img: string | null;
  name_en: string;
  name_ka: string | null;
  address_en: string;
  address_ka: string | null;
  hours_en: string;
  hours_ka: string | null;
}

const METHOD_COLUMNS = 'code, name_en, name_ka, fee, free_from, days_min, days_max, working_days';

/** the methods a shopper may choose now, in the back office's order */
export async function activeDeliveryMethods(db: Queryable): Promise<DeliveryMethodRow[]> {
  const { rows } = await db.query<DeliveryMethodRow>(
    `SELECT ${METHOD_COLUMNS} FROM delivery_methods WHERE active ORDER BY position, id`,
  );
  return rows;
}

/** one method a shopper may choose now, or null */
export async function activeDeliveryMethod(db: Queryable, code: string): Promise<DeliveryMethodRow | null> {
  const { rows } = await db.query<DeliveryMethodRow>(
    `SELECT ${METHOD_COLUMNS} FROM delivery_methods WHERE active AND code = $1`,
    [code],
  );
  return rows[0] ?? null;
}

const PICKUP_COLUMNS = 'id, code, img, name_en, name_ka, address_en, address_ka, hours_en, hours_ka';

/** the warehouses a shopper may collect an order from */
export async function pickupPoints(db: Queryable): Promise<PickupPointRow[]> {
  const { rows } = await db.query<PickupPointRow>(`SELECT ${PICKUP_COLUMNS} FROM warehouses WHERE pickup ORDER BY id`);
  return rows;
}

export async function pickupPoint(db: Queryable, id: number): Promise<PickupPointRow | null> {
  const { rows } = await db.query<PickupPointRow>(`SELECT ${PICKUP_COLUMNS} FROM warehouses WHERE pickup AND id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

export const DELIVERY_METHOD_SPEC: TableSpec = {
  table: 'delivery_methods',
  fields: {
    code: { kind: 'text', column: 'code' },
    name: { kind: 'bilingual', column: 'name' },
    fee: { kind: 'money', column: 'fee' },
    freeFrom: { kind: 'nullableMoney', column: 'free_from' },
    daysMin: { kind: 'int', column: 'days_min' },
    daysMax: { kind: 'int', column: 'days_max' },
    workingDays: { kind: 'bool', column: 'working_days' },
    active: { kind: 'bool', column: 'active' },
    position: { kind: 'int', column: 'position' },
  },
  sorts: { position: 't.position', id: 't.id', code: 't.code' },
  filters: { active: (param) => `t.active = ${param}::boolean` },
  unique: { field: 'code', sql: (value) => `t.code = ${value}` },
};

/** a warehouse as a pickup point: its names, address and opening hours, and whether shoppers collect there */
export const PICKUP_POINT_SPEC: TableSpec = {
  table: 'warehouses',
  fields: {
    name: { kind: 'bilingual', column: 'name' },
    pickup: { kind: 'bool', column: 'pickup' },
    address: { kind: 'bilingual', column: 'address' },
    hours: { kind: 'bilingual', column: 'hours' },
  },
  computed: { code: 't.code' },
  sorts: { id: 't.id', code: 't.code' },
  filters: { pickup: (param) => `t.pickup = ${param}::boolean` },
};
