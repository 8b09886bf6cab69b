import type { Bilingual, PolicyKind, SeedContact, SeedFaq } from '../types';

export const about: Bilingual<string> = { ka: '<p>ჩვენს შესახებ</p>', en: '<p>About us</p>' };
export const faq: SeedFaq[] = [];
export const contact: SeedContact = {
  fb: 'https://www.facebook.com/varskvlavi.ge',
  instagram: 'https://www.instagram.com/varskvlavi.ge',
  phone: '599 11 22 33|032 2 00 00 00',
  email: 'info@varskvlavi.ge',
  address: { ka: 'თბილისი, ვაჟა-ფშაველას გამზ. 45', en: '45 Vazha-Pshavela Ave, Tbilisi' },
};
export const policies: Record<PolicyKind, Bilingual<string>> = {
  personal: { ka: '<p>პოლიტიკა</p>', en: '<p>Policy</p>' },
  delivery: { ka: '<p>პოლიტიკა</p>', en: '<p>Policy</p>' },
  return: { ka: '<p>პოლიტიკა</p>', en: '<p>Policy</p>' },
  warranty: { ka: '<p>პოლიტიკა</p>', en: '<p>Policy</p>' },
  cookie: { ka: '<p>პოლიტიკა</p>', en: '<p>Policy</p>' },
};
