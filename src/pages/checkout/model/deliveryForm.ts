import { emptyAddress, type AddressValues, type SavedAddress } from '@/entities/address';
import { TBILISI, type DeliveryCode } from '@/entities/delivery';
import type { CheckoutDelivery } from '@/entities/order';

/** The checkout's delivery form: a method, and the address (courier, regions) or the pickup point. */
export interface DeliveryValues extends AddressValues {
  method: DeliveryCode | '';
  /** a pickup point's id */
  warehouseId: string;
  /** the address book's entry the address came from, or '' for a new one */
  savedId: string;
  saveAddress: boolean;
}

export const emptyDelivery: DeliveryValues = {
  ...emptyAddress,
  method: '',
  warehouseId: '',
  savedId: '',
  saveAddress: false,
};

/** The method an address of the book goes by: the courier in Tbilisi, delivery to the regions elsewhere. */
export const methodFor = (address: Pick<AddressValues, 'region'>): DeliveryCode =>
  address.region === TBILISI ? 'courier' : 'regions';

/** The form with a saved address in it (its method's, and marked as come from the book). */
export function withSavedAddress(values: DeliveryValues, address: SavedAddress): DeliveryValues {
  const { region, city, street, apartment, notes, phone } = address;
  return { ...values, region, city, street, apartment, notes, phone, savedId: String(address.id), saveAddress: false };
}

/** The delivery as the checkout sends it. */
export function deliveryRequest(values: DeliveryValues): CheckoutDelivery | undefined {
  const { method } = values;
  if (method === '') return undefined;
  if (method === 'pickup') return { method, warehouse_id: Number(values.warehouseId) };
  const trimmed = (value: string) => value.trim();
  return {
    method,
    address: {
      region: method === 'courier' ? TBILISI : values.region,
      // Tbilisi's courier needs no city
      ...(method === 'regions' && { city: trimmed(values.city) }),
      street: trimmed(values.street),
      apartment: trimmed(values.apartment),
      notes: trimmed(values.notes),
    },
    phone: trimmed(values.phone),
    ...(values.saveAddress && !values.savedId && { save_address: true }),
  };
}

/**
 * The form's field a server's 422 names (`delivery.address.street` -> `street`, `delivery.warehouse_id`
 * -> `warehouseId`); undefined for a field outside the delivery.
 */
export function deliveryField(serverField: string): keyof DeliveryValues | undefined {
  const name = /^delivery\.(?:address\.)?(\w+)$/.exec(serverField)?.[1];
  if (!name) return undefined;
  if (name === 'warehouse_id') return 'warehouseId';
  return name in emptyDelivery ? (name as keyof DeliveryValues) : undefined;
}
