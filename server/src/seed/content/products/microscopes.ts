import type { SeedProduct } from '../../types';
import { product, years } from './helpers';

// Microscopes, books and gifts.
const led = { ka: 'LED, რეგულირებადი', en: 'LED, adjustable' };

export const microscopesAndGifts: SeedProduct[] = [
  product({
    slug: 'kolkhi-junior-40-640',
    category: 'student-microscopes',
    price: 159,
    stock: [10, 3, 4],
    age: 66,
    images: 2,
    name: { ka: 'Kolkhi Junior 40x–640x სასკოლო მიკროსკოპი', en: 'Kolkhi Junior 40x–640x Student Microscope' },
    intro: {
      ka: 'პირველი მიკროსკოპი სკოლის მოსწავლისთვის: ხახვის კანის უჯრედები, ფოთლის ბაგეები, მარილის კრისტალები. მოყვება მზა პრეპარატები და ინსტრუმენტები.',
      en: 'A first microscope for a schoolchild: onion skin cells, leaf stomata, salt crystals. Comes with prepared slides and tools.',
    },
    specs: [
      ['magnification', '40x–640x'],
      ['objectives', '4x, 10x, 40x'],
      ['illumination', led],
      ['power', '2 x AA'],
      ['weight', '1.1 kg'],
      ['warranty', years(1)],
    ],
  }),
  product({
    slug: 'kolkhi-student-led-1000',
    category: 'student-microscopes',
    price: 390,
    weekly: true,
    stock: [5, 2, 2],
    age: 9,
    images: 2,
    name: { ka: 'Kolkhi Student 1000x LED მიკროსკოპი', en: 'Kolkhi Student 1000x LED Microscope' },
    intro: {
      ka: 'მონოკულარული მიკროსკოპი ლითონის კორპუსით და იმერსიული ობიექტივით — საკმარისია ბაქტერიებისა და სისხლის უჯრედების დასანახად.',
      en: 'A monocular microscope with a metal body and an oil-immersion objective, enough to see bacteria and blood cells.',
    },
    specs: [
      ['magnification', '40x–1000x'],
      ['objectives', { ka: '4x, 10x, 40x, 100x (იმერსიული)', en: '4x, 10x, 40x, 100x (oil)' }],
      ['illumination', led],
      ['stage', { ka: 'მექანიკური, 110 x 120 მმ', en: 'Mechanical, 110 x 120 mm' }],
      ['weight', '2.6 kg'],
      ['warranty', years(2)],
    ],
  }),
  product({
    slug: 'kolkhi-bio-trino-1600',
    category: 'biological-microscopes',
    price: 2190,
    discounted: 1990,
    stock: [1, 1, 0],
    age: 175,
    images: 3,
    name: { ka: 'Kolkhi Bio Trino 1600x ტრინოკულარული მიკროსკოპი', en: 'Kolkhi Bio Trino 1600x Trinocular Microscope' },
    intro: {
      ka: 'ლაბორატორიული კლასის ტრინოკულარული მიკროსკოპი კამერის პორტით — კლინიკებისთვის, უნივერსიტეტებისა და სერიოზული ჰობისთვის.',
      en: 'A laboratory-grade trinocular microscope with a camera port, for clinics, universities and the serious hobbyist.',
    },
    specs: [
      ['magnification', '40x–1600x'],
      ['objectives', { ka: 'აქრომატული 4x, 10x, 40x, 100x', en: 'Achromatic 4x, 10x, 40x, 100x' }],
      ['illumination', { ka: 'კელერის განათება, LED 3 W', en: 'Köhler illumination, 3 W LED' }],
      ['weight', '7.5 kg'],
      ['warranty', years(3)],
    ],
  }),
  product({
    slug: 'kolkhi-stereo-20-40',
    category: 'stereo-microscopes',
    price: 690,
    stock: [2, 1, 1],
    age: 240,
    images: 2,
    name: { ka: 'Kolkhi Stereo 20x/40x სტერეომიკროსკოპი', en: 'Kolkhi Stereo 20x/40x Stereo Microscope' },
    intro: {
      ka: 'სამგანზომილებიანი გამოსახულება მწერების, მინერალების, მონეტებისა და ელექტრონული დაფებისთვის.',
      en: 'A three-dimensional view of insects, minerals, coins and circuit boards.',
    },
    specs: [
      ['magnification', '20x, 40x'],
      ['illumination', { ka: 'ზედა და ქვედა LED', en: 'Top and bottom LED' }],
      ['weight', '2.4 kg'],
      ['warranty', years(2)],
    ],
  }),
  product({
    slug: 'kolkhi-slides-set-50',
    category: 'microscope-accessories',
    price: 45,
    stock: [14, 4, 5],
    age: 110,
    images: 1,
    name: { ka: 'Kolkhi მზა პრეპარატების ნაკრები (50 ც.)', en: 'Kolkhi Prepared Slide Set (50 pcs)' },
    intro: {
      ka: '50 მზა პრეპარატი ბოტანიკიდან, ზოოლოგიიდან და ადამიანის ანატომიიდან, ხის ყუთში, ქართულენოვანი აღწერით.',
      en: '50 prepared slides from botany, zoology and human anatomy, in a wooden box with descriptions in Georgian.',
    },
    specs: [
      ['inBox', { ka: '50 პრეპარატი, ხის ყუთი', en: '50 slides, wooden box' }],
      ['size', '76 x 26 mm'],
    ],
  }),
  product({
    slug: 'book-night-sky-of-georgia',
    category: 'astronomy-books',
    price: 45,
    stock: [12, 5, 5],
    age: 4,
    images: 2,
    name: { ka: 'წიგნი „საქართველოს ღამის ცა“', en: 'Book: "The Night Sky of Georgia"' },
    intro: {
      ka: 'დამწყები დამკვირვებლის სახელმძღვანელო: თანავარსკვლავედები სეზონების მიხედვით, ბნელი ადგილები საქართველოში, ტელესკოპის შერჩევა და პირველი ასტროფოტოები.',
      en: "A beginner observer's guide: constellations season by season, dark-sky sites across Georgia, choosing a telescope and first astrophotos.",
    },
    specs: [
      ['pages', '224 pages'],
      ['language', { ka: 'ქართული', en: 'Georgian' }],
      ['size', '17 x 24 cm'],
    ],
  }),
  product({
    slug: 'moon-globe-lamp-20',
    category: 'moon-globes-and-models',
    price: 149,
    stock: [6, 3, 2],
    age: 52,
    images: 2,
    name: { ka: 'მთვარის გლობუსი-სანათი 20 სმ', en: 'Moon Globe Lamp 20 cm' },
    intro: {
      ka: 'მთვარის ზუსტი რელიეფური რუკა, დაფუძნებული ორბიტული ზონდის მონაცემებზე. ღამის სანათად გამოდგება და შეხებით იცვლის ფერს.',
      en: 'An accurate relief map of the Moon based on lunar orbiter data. Doubles as a night light and changes colour at a touch.',
    },
    specs: [
      ['diameter', '20 cm'],
      ['power', { ka: 'USB დამუხტვა, 8 სთ', en: 'USB rechargeable, 8 h' }],
      ['weight', '480 g'],
    ],
  }),
];
