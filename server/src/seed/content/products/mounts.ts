import type { SeedProduct } from '../../types';
import { product, years } from './helpers';
import { steel } from './common';

const goto: { ka: string; en: string } = { ka: 'GoTo, 42 000 ობიექტი', en: 'GoTo, 42,000 objects' };

export const mounts: SeedProduct[] = [
  product({
    slug: 'polaris-eq3-manual',
    category: 'equatorial-mounts',
    price: 690,
    stock: [3, 1, 2],
    age: 310,
    images: 2,
    name: { ka: 'Polaris EQ3-2 ეკვატორული სადგამი', en: 'Polaris EQ3-2 Equatorial Mount' },
    intro: {
      ka: 'მსუბუქი ეკვატორული სადგამი 5 კგ-მდე ტელესკოპისთვის, ფოლადის შტატივით. RA ღერძზე შესაძლებელია ძრავის დამატება.',
      en: 'A light equatorial mount for telescopes up to 5 kg, on a steel tripod. Accepts an optional RA motor drive.',
    },
    specs: [
      ['payload', '5 kg'],
      ['tracking', { ka: 'ხელით, ძრავი — არჩევით', en: 'Manual, optional motor' }],
      ['tripod', steel],
      ['weight', '9.5 kg'],
      ['warranty', years(2)],
    ],
  }),
  product({
    slug: 'polaris-eq5-goto',
    category: 'goto-mounts',
    price: 2990,
    discounted: 2690,
    stock: [3, 1, 1],
    age: 22,
    images: 3,
    name: { ka: 'Polaris EQ5 GoTo ეკვატორული სადგამი', en: 'Polaris EQ5 GoTo Equatorial Mount' },
    intro: {
      ka: 'კომპიუტერიზებული ეკვატორული სადგამი საშუალო ზომის ტელესკოპებისთვის. ავტოგაძღოლის პორტი და პოლარული მაძიებელი კომპლექტშია.',
      en: 'A computerised equatorial mount for mid-size telescopes. Includes an autoguider port and a polar scope.',
    },
    specs: [
      ['payload', '10 kg'],
      ['tracking', goto],
      ['power', '12 V DC, 2 A'],
      ['tripod', { ka: 'ფოლადის, 1.75"', en: 'Steel, 1.75" legs' }],
      ['weight', '17 kg'],
      ['warranty', years(2)],
    ],
  }),
  product({
    slug: 'polaris-eq6-r-goto',
    category: 'goto-mounts',
    price: 6990,
    stock: [2, 0, 1],
    age: 50,
    images: 5,
    pdf: true,
    name: { ka: 'Polaris EQ6-R GoTo ეკვატორული სადგამი', en: 'Polaris EQ6-R GoTo Equatorial Mount' },
    intro: {
      ka: [
        'მოყვარული ასტროფოტოგრაფების „სამუშაო ცხენი“: 20 კგ ტვირთამწეობა, ღვედური ამძრავი და მცირე პერიოდული შეცდომა.',
        'მართვა შესაძლებელია პულტით, კომპიუტერით ან ტელეფონით. სახელური და გამოსაწევი საპირწონის ღერძი ტრანსპორტირებას ამარტივებს.',
      ],
      en: [
        'The workhorse of amateur astrophotographers: 20 kg payload, belt drive and low periodic error.',
        'Control it by hand controller, computer or phone. A carry handle and retractable counterweight shaft make transport easier.',
      ],
    },
    specs: [
      ['payload', '20 kg'],
      ['tracking', goto],
      ['power', '12 V DC, 4 A'],
      ['tripod', { ka: 'ფოლადის, 2"', en: 'Steel, 2" legs' }],
      ['weight', '26 kg'],
      [
        'inBox',
        {
          ka: 'პულტი, 2 საპირწონე 5 კგ, პოლარული მაძიებელი',
          en: 'Hand controller, 2 x 5 kg counterweights, polar scope',
        },
      ],
      ['warranty', years(3)],
    ],
  }),
  product({
    slug: 'polaris-harmonic-40',
    category: 'goto-mounts',
    price: 14900,
    stock: [1, 0, 1],
    age: 8,
    images: 3,
    name: { ka: 'Polaris HD40 ჰარმონიული სადგამი', en: 'Polaris HD40 Harmonic Drive Mount' },
    intro: {
      ka: 'ჰარმონიული ამძრავი საპირწონეების გარეშე: მხოლოდ 7.8 კგ წონით 18 კგ ტვირთს იჭერს. უმაღლესი კლასის სადგამი მობილური ასტროფოტოგრაფისთვის.',
      en: 'A harmonic drive with no counterweights needed: at just 7.8 kg it carries 18 kg. A top-class mount for the mobile astrophotographer.',
    },
    specs: [
      ['payload', { ka: '18 კგ საპირწონის გარეშე, 30 კგ საპირწონით', en: '18 kg without counterweight, 30 kg with' }],
      ['tracking', goto],
      ['power', '12 V DC'],
      ['weight', '7.8 kg'],
      ['warranty', years(3)],
    ],
  }),
  product({
    slug: 'polaris-az-gti-wifi',
    category: 'alt-azimuth-mounts',
    price: 1390,
    stock: [4, 2, 1],
    age: 130,
    images: 2,
    name: { ka: 'Polaris AZ-GTi Wi-Fi აზიმუტური სადგამი', en: 'Polaris AZ-GTi Wi-Fi Alt-Azimuth Mount' },
    intro: {
      ka: 'კომპაქტური GoTo სადგამი, რომელსაც ტელეფონით მართავთ. თავსებადია მცირე რეფრაქტორებთან და მაქსუტოვებთან.',
      en: 'A compact GoTo mount you drive from your phone. Works with small refractors and Maksutovs.',
    },
    specs: [
      ['payload', '5 kg'],
      ['tracking', { ka: 'GoTo, Wi-Fi', en: 'GoTo, Wi-Fi' }],
      ['power', { ka: '8 AA ელემენტი ან 12 V', en: '8 AA batteries or 12 V' }],
      ['weight', '3.9 kg'],
      ['warranty', years(2)],
    ],
  }),
  product({
    slug: 'polaris-observatory-pier',
    category: 'tripods-and-piers',
    price: 1890,
    stock: [],
    age: 345,
    images: 1,
    name: { ka: 'Polaris ობსერვატორიული ფოლადის კოლონა', en: 'Polaris Steel Observatory Pier' },
    intro: {
      ka: 'სტაციონარული კოლონა სახლის ობსერვატორიისთვის ან ეზოსთვის. მზადდება შეკვეთით, მიწოდების ვადა 3–4 კვირაა.',
      en: 'A permanent pier for a home observatory or backyard. Made to order, with a lead time of 3 to 4 weeks.',
    },
    specs: [
      ['height', '110 cm'],
      ['diameter', '200 mm'],
      ['material', steel],
      ['weight', '48 kg'],
    ],
  }),
];
