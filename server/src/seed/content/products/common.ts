import type { Bilingual } from '../../types';

// Spec values that recur across product files.
type B = Bilingual<string>;

export const fmc: B = { ka: 'სრულად მრავალშრიანი', en: 'Fully multi-coated' };
export const mc: B = { ka: 'მრავალშრიანი', en: 'Multi-coated' };
export const rackPinion: B = { ka: 'კბილანური, 1.25"', en: 'Rack-and-pinion, 1.25"' };
export const crayford2: B = { ka: 'კრეიფორდის, 2", ორსიჩქარიანი (1:10)', en: 'Dual-speed 2" Crayford (1:10)' };
export const redDot: B = { ka: 'წითელი წერტილის მაძიებელი', en: 'Red dot finder' };
export const alu: B = { ka: 'ალუმინი', en: 'Aluminium' };
export const steel: B = { ka: 'ფოლადი', en: 'Steel' };
export const usb3: B = { ka: 'USB 3.0', en: 'USB 3.0' };
export const mount = {
  az1: { ka: 'აზიმუტური AZ1', en: 'Alt-azimuth AZ1' },
  az2: { ka: 'აზიმუტური AZ2, მიკრომეტრული ხრახნებით', en: 'Alt-azimuth AZ2 with slow-motion controls' },
  eq1: { ka: 'ეკვატორული EQ1', en: 'Equatorial EQ1' },
  eq2: { ka: 'ეკვატორული EQ2', en: 'Equatorial EQ2' },
  eq3: { ka: 'ეკვატორული EQ3-2', en: 'Equatorial EQ3-2' },
  eq5: { ka: 'ეკვატორული EQ5', en: 'Equatorial EQ5' },
  dob: { ka: 'დობსონის ბაზა', en: 'Dobsonian base' },
  none: { ka: 'არ შედის (მხოლოდ ოპტიკური მილი)', en: 'Not included (optical tube only)' },
  tabletop: { ka: 'სამაგიდო', en: 'Tabletop' },
} satisfies Record<string, B>;
export const design = {
  achromat: { ka: 'აქრომატული რეფრაქტორი', en: 'Achromatic refractor' },
  edDoublet: { ka: 'ED დუბლეტი (აპოქრომატი)', en: 'ED doublet apochromat' },
  apoTriplet: { ka: 'აპოქრომატული ტრიპლეტი', en: 'Apochromatic triplet' },
  newtonian: { ka: 'ნიუტონის რეფლექტორი', en: 'Newtonian reflector' },
  parabolic: { ka: 'ნიუტონის რეფლექტორი, პარაბოლური სარკე', en: 'Newtonian, parabolic primary mirror' },
  maksutov: { ka: 'მაქსუტოვ-კასეგრენი', en: 'Maksutov-Cassegrain' },
  sct: { ka: 'შმიდტ-კასეგრენი', en: 'Schmidt-Cassegrain' },
  rc: { ka: 'რიჩი-კრეტიენი, ჰიპერბოლური სარკეები', en: 'Ritchey-Chrétien, hyperbolic mirrors' },
} satisfies Record<string, B>;
