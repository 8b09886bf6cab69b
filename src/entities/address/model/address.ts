import type { Answer } from '@/shared/api';
import { fields, list, text, wholeNumber } from '@/shared/lib';

type Book = Answer<'/api/users/me/addresses', 'get'>['data'];

/** A delivery address as the shopper types it (the checkout's and the address book's form). */
export interface AddressValues {
  /** a region code of GET /api/delivery-methods; Tbilisi for the courier */
  region: string;
  /** town or village, outside Tbilisi */
  city: string;
  /** street and number, or district, quarter and block */
  street: string;
  apartment: string;
  /** for the courier */
  notes: string;
  phone: string;
}

/** One address of the shopper's address book. */
export interface SavedAddress extends AddressValues {
  id: number;
  label: string;
  /** the one the last order went to (the book lists it first) */
  lastUsed: boolean;
}

export const emptyAddress: AddressValues = { region: '', city: '', street: '', apartment: '', notes: '', phone: '' };

export function readAddressBook(raw: unknown): SavedAddress[] {
  return list(fields(raw).data).flatMap((entry) => {
    const address = fields<Book[number]>(entry);
    const id = wholeNumber(address.id, Number.NaN);
    const street = text(address.street);
    if (!Number.isFinite(id) || !street) return [];
    const part = (value: unknown) => text(value) ?? '';
    return [
      {
        id,
        label: part(address.label),
        region: part(address.region),
        city: part(address.city),
        street,
        apartment: part(address.apartment),
        notes: part(address.notes),
        phone: part(address.phone),
        lastUsed: address.last_used === true,
      },
    ];
  });
}

/** The address as the API takes it: empty parts left out. */
export function addressBody(values: AddressValues): Partial<AddressValues> {
  return Object.fromEntries(
    Object.entries(values).flatMap(([name, value]) => (value.trim() ? [[name, value.trim()]] : [])),
  );
}

/** One line a shopper recognises an address by: "Tbilisi, Vazha-Pshavela Ave. 12, apt. 4". */
export function addressLine(address: Pick<AddressValues, 'city' | 'street' | 'apartment'>, regionName?: string) {
  return [address.city || regionName, address.street, address.apartment].filter(Boolean).join(', ');
}
