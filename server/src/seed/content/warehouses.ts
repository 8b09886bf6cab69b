import type { SeedWarehouse } from '../types';

const weekdays = { en: 'Mon–Sat 10:00–19:00', ka: 'ორშ–შაბ 10:00–19:00' };

export const warehouses: SeedWarehouse[] = [
  {
    code: 'tbilisi',
    img: 'tbilisi.png',
    name: { ka: 'თბილისის საწყობი', en: 'Tbilisi warehouse' },
    pickup: { address: { en: '12 Tsereteli Ave, Tbilisi', ka: 'წერეთლის გამზ. 12, თბილისი' }, hours: weekdays },
  },
  {
    code: 'batumi',
    img: 'batumi.png',
    name: { ka: 'ბათუმის საწყობი', en: 'Batumi warehouse' },
    pickup: { address: { en: '45 Chavchavadze St, Batumi', ka: 'ჭავჭავაძის ქ. 45, ბათუმი' }, hours: weekdays },
  },
  { code: 'kutaisi', img: 'kutaisi.png', name: { ka: 'ქუთაისის საწყობი', en: 'Kutaisi warehouse' } },
];
