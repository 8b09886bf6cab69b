import type { Lang } from './language';

// How an order reaches its shopper. The methods' fees, free thresholds and days are settings the back
// office edits (table delivery_methods); which methods exist, where a courier goes and how a fee is
// worked out are the shop's own rules, here.

/** the methods a shopper chooses from */
export const DELIVERY_METHODS = ['courier', 'regions', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/**
 * An order whose checkout named no delivery (a client of the spec's contract): delivered as its
 * comment says, arranged by the operator, with no fee, as the spec's shop placed every order.
 */
export const ARRANGED = 'arranged';
export type OrderDelivery = DeliveryMethod | typeof ARRANGED;

/** the courier delivers in Tbilisi; the regions' method everywhere else in Georgia */
export const TBILISI = 'tbilisi';

/** Georgia's regions (mkhare) and Tbilisi, as an address names them */
export const REGIONS: readonly { code: string; name: Record<Lang, string> }[] = [
  { code: TBILISI, name: { en: 'Tbilisi', ka: 'თბილისი' } },
  { code: 'adjara', name: { en: 'Adjara', ka: 'აჭარა' } },
  { code: 'guria', name: { en: 'Guria', ka: 'გურია' } },
  { code: 'imereti', name: { en: 'Imereti', ka: 'იმერეთი' } },
  { code: 'kakheti', name: { en: 'Kakheti', ka: 'კახეთი' } },
  { code: 'kvemo-kartli', name: { en: 'Kvemo Kartli', ka: 'ქვემო ქართლი' } },
  { code: 'mtskheta-mtianeti', name: { en: 'Mtskheta-Mtianeti', ka: 'მცხეთა-მთიანეთი' } },
  {
    code: 'racha-lechkhumi',
    name: { en: 'Racha-Lechkhumi and Kvemo Svaneti', ka: 'რაჭა-ლეჩხუმი და ქვემო სვანეთი' },
  },
  { code: 'samegrelo', name: { en: 'Samegrelo-Zemo Svaneti', ka: 'სამეგრელო-ზემო სვანეთი' } },
  { code: 'samtskhe-javakheti', name: { en: 'Samtskhe-Javakheti', ka: 'სამცხე-ჯავახეთი' } },
  { code: 'shida-kartli', name: { en: 'Shida Kartli', ka: 'შიდა ქართლი' } },
];
export const REGION_CODES = REGIONS.map((region) => region.code);

/** what a method costs and from when it is free, in tetri */
export interface DeliveryTerms {
  feeTetri: number;
  /** null: never free */
  freeFromTetri: number | null;
}

/**
 * The fee of a method for an order whose lines less the promo come to `subtotalTetri`: free from the
 * method's threshold (the shopper's saving counts, what they pay decides), else its fee.
 */
export function deliveryFee(terms: DeliveryTerms, subtotalTetri: number): number {
  return terms.freeFromTetri !== null && subtotalTetri >= terms.freeFromTetri ? 0 : terms.feeTetri;
}
