import type { SeedCategory } from '../types';

// Top-level categories carry an image and a position; the first three are the telescope families
// shown in the header. "telescope-accessories" (position 2) is the large tree that fills four
// dropdown columns.
type Row = [slug: string, ka: string, en: string];

function top(position: number, slug: string, ka: string, en: string, home: boolean): SeedCategory {
  return { slug, image: `${slug}.webp`, home, position, name: { ka, en } };
}

function children(parent: string, rows: Row[]): SeedCategory[] {
  return rows.map(([slug, ka, en], i) => ({
    slug,
    parent,
    image: null,
    home: false,
    position: i + 1,
    name: { ka, en },
  }));
}

export const categories: SeedCategory[] = [
  top(1, 'telescopes', 'ტელესკოპები', 'Telescopes', true),
  top(2, 'telescope-accessories', 'ტელესკოპის აქსესუარები', 'Telescope Accessories', true),
  top(3, 'mounts', 'სადგამები და შტატივები', 'Mounts and Tripods', true),
  top(4, 'eyepieces', 'ოკულარები', 'Eyepieces', true),
  top(5, 'binoculars', 'ბინოკლები', 'Binoculars', true),
  top(6, 'astrophotography', 'ასტროფოტოგრაფია', 'Astrophotography', true),
  top(7, 'filters', 'ფილტრები', 'Filters', true),
  top(8, 'microscopes', 'მიკროსკოპები', 'Microscopes', true),
  top(9, 'spotting-scopes', 'სადამკვირვებლო ჭოგრიტები', 'Spotting Scopes', false),
  top(10, 'books-and-gifts', 'წიგნები და საჩუქრები', 'Books and Gifts', false),

  // Telescopes: three optical families, each with its own designs, plus special-purpose scopes.
  ...children('telescopes', [
    ['refractor-telescopes', 'რეფრაქტორები', 'Refractor Telescopes'],
    ['reflector-telescopes', 'რეფლექტორები', 'Reflector Telescopes'],
    ['catadioptric-telescopes', 'კატადიოპტრიკული ტელესკოპები', 'Catadioptric Telescopes'],
    ['kids-telescopes', 'საბავშვო ტელესკოპები', "Kids' Telescopes"],
    ['smart-telescopes', 'ჭკვიანი ტელესკოპები', 'Smart Telescopes'],
    ['solar-telescopes', 'მზის ტელესკოპები', 'Solar Telescopes'],
  ]),
  ...children('refractor-telescopes', [
    ['achromatic-refractors', 'აქრომატული რეფრაქტორები', 'Achromatic Refractors'],
    ['apochromatic-refractors', 'აპოქრომატული რეფრაქტორები', 'Apochromatic Refractors'],
  ]),
  ...children('reflector-telescopes', [
    ['newtonian-reflectors', 'ნიუტონის სისტემის რეფლექტორები', 'Newtonian Reflectors'],
    ['dobsonian-telescopes', 'დობსონის ტელესკოპები', 'Dobsonian Telescopes'],
  ]),
  ...children('catadioptric-telescopes', [
    ['maksutov-cassegrain', 'მაქსუტოვ-კასეგრენი', 'Maksutov-Cassegrain'],
    ['schmidt-cassegrain', 'შმიდტ-კასეგრენი', 'Schmidt-Cassegrain'],
    ['ritchey-chretien', 'რიჩი-კრეტიენი', 'Ritchey-Chrétien'],
  ]),

  // Telescope accessories: the big tree (29 descendants).
  ...children('telescope-accessories', [
    ['finders', 'მაძიებლები', 'Finders'],
    ['star-diagonals', 'დიაგონალური სარკეები', 'Star Diagonals'],
    ['barlow-lenses', 'ბარლოუს ლინზები', 'Barlow Lenses'],
    ['focal-reducers', 'ფოკუსის რედუქტორები', 'Focal Reducers'],
    ['focusers', 'ფოკუსერები', 'Focusers'],
    ['dew-control', 'ნამისგან დაცვა', 'Dew Control'],
    ['power-supplies', 'კვების წყაროები', 'Power Supplies'],
    ['collimation-tools', 'კოლიმაციის ხელსაწყოები', 'Collimation Tools'],
    ['tube-rings-and-dovetails', 'რგოლები და Dovetail ფილები', 'Tube Rings and Dovetails'],
    ['cases-and-bags', 'ჩანთები და ქეისები', 'Cases and Bags'],
    ['star-charts', 'ვარსკვლავური რუკები', 'Star Charts'],
    ['adapters', 'ადაპტერები', 'Adapters'],
    ['extension-tubes', 'დამაგრძელებელი მილები', 'Extension Tubes'],
    ['counterweights', 'საპირწონეები', 'Counterweights'],
    ['bahtinov-masks', 'ბახტინოვის ნიღბები', 'Bahtinov Masks'],
    ['cleaning-kits', 'ოპტიკის მოვლა', 'Optics Cleaning'],
    ['red-flashlights', 'წითელი ფანრები', 'Red Flashlights'],
    ['observing-chairs', 'სადამკვირვებლო სკამები', 'Observing Chairs'],
    ['binoviewers', 'ბინოვიუერები', 'Binoviewers'],
  ]),
  ...children('finders', [
    ['finder-scopes', 'მაძიებელი ჭოგრიტები', 'Finder Scopes'],
    ['red-dot-finders', 'წითელი წერტილის მაძიებლები', 'Red Dot Finders'],
    ['right-angle-finders', 'მართკუთხა მაძიებლები', 'Right-Angle Finders'],
  ]),
  ...children('dew-control', [
    ['dew-heaters', 'ნამის საწინააღმდეგო გამათბობლები', 'Dew Heaters'],
    ['dew-shields', 'ნამის ფარები', 'Dew Shields'],
    ['dew-controllers', 'გამათბობლის კონტროლერები', 'Dew Controllers'],
  ]),
  ...children('power-supplies', [
    ['power-tanks', 'პორტატიული აკუმულატორები', 'Power Tanks'],
    ['power-cables', 'კვების კაბელები', 'Power Cables'],
  ]),
  ...children('star-charts', [
    ['planispheres', 'მოძრავი ვარსკვლავური რუკები', 'Planispheres'],
    ['star-atlases', 'ვარსკვლავური ატლასები', 'Star Atlases'],
  ]),

  ...children('mounts', [
    ['equatorial-mounts', 'ეკვატორული სადგამები', 'Equatorial Mounts'],
    ['alt-azimuth-mounts', 'აზიმუტური სადგამები', 'Alt-Azimuth Mounts'],
    ['goto-mounts', 'GoTo სადგამები', 'GoTo Mounts'],
    ['tripods-and-piers', 'შტატივები და კოლონები', 'Tripods and Piers'],
  ]),
  ...children('eyepieces', [
    ['plossl-eyepieces', 'პლესლის ოკულარები', 'Plössl Eyepieces'],
    ['wide-angle-eyepieces', 'ფართოკუთხიანი ოკულარები', 'Wide-Angle Eyepieces'],
    ['zoom-eyepieces', 'ზუმ-ოკულარები', 'Zoom Eyepieces'],
    ['eyepiece-kits', 'ოკულარების ნაკრებები', 'Eyepiece Kits'],
  ]),
  ...children('binoculars', [
    ['astronomy-binoculars', 'ასტრონომიული ბინოკლები', 'Astronomy Binoculars'],
    ['compact-binoculars', 'კომპაქტური ბინოკლები', 'Compact Binoculars'],
    ['binocular-mounts', 'ბინოკლის სამაგრები', 'Binocular Mounts'],
  ]),
  ...children('astrophotography', [
    ['astronomy-cameras', 'ასტროკამერები', 'Astronomy Cameras'],
    ['guiding', 'ავტოგაძღოლა', 'Autoguiding'],
    ['astro-controllers', 'ასტრო-კონტროლერები', 'Astro Controllers'],
    ['field-flatteners', 'ველის გამასწორებლები', 'Field Flatteners'],
  ]),
  ...children('filters', [
    ['lunar-and-color-filters', 'მთვარის და ფერადი ფილტრები', 'Lunar and Colour Filters'],
    ['nebula-filters', 'ნისლეულის ფილტრები', 'Nebula Filters'],
    ['solar-filters', 'მზის ფილტრები', 'Solar Filters'],
    ['narrowband-filters', 'ვიწროზოლოვანი ფილტრები', 'Narrowband Filters'],
  ]),
  ...children('microscopes', [
    ['student-microscopes', 'სასკოლო მიკროსკოპები', 'Student Microscopes'],
    ['biological-microscopes', 'ბიოლოგიური მიკროსკოპები', 'Biological Microscopes'],
    ['stereo-microscopes', 'სტერეომიკროსკოპები', 'Stereo Microscopes'],
    ['microscope-accessories', 'მიკროსკოპის აქსესუარები', 'Microscope Accessories'],
  ]),
  ...children('books-and-gifts', [
    ['astronomy-books', 'ასტრონომიის წიგნები', 'Astronomy Books'],
    ['moon-globes-and-models', 'მთვარის გლობუსები და მოდელები', 'Moon Globes and Models'],
  ]),
];
