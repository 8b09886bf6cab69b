import type { SeedWarehouse } from '../types';

export const warehouses: SeedWarehouse[] = [
  { code: 'tbilisi', img: 'tbilisi.png', name: { ka: 'თბილისის საწყობი', en: 'Tbilisi warehouse' } },
  { code: 'batumi', img: 'batumi.png', name: { ka: 'ბათუმის საწყობი', en: 'Batumi warehouse' } },
  { code: 'kutaisi', img: 'kutaisi.png', name: { ka: 'ქუთაისის საწყობი', en: 'Kutaisi warehouse' } },
];
