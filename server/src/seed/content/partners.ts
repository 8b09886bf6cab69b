import type { SeedPartner } from '../types';

export const partners: SeedPartner[] = [
  { name: 'Abastumani Observatory', link: 'https://www.abastumani.org', img: 'abastumani-observatory.png' },
  { name: 'Tbilisi Astronomy Club', link: 'https://www.tbilisi-astroclub.ge', img: 'tbilisi-astronomy-club.png' },
  { name: 'Kavkasia Optics', link: 'https://www.kavkasia-optics.com', img: 'kavkasia-optics.png' },
  { name: 'Nebula Works', link: 'https://www.nebulaworks.eu', img: 'nebula-works.png' },
  { name: 'Dark Sky Georgia', link: 'https://www.darksky-georgia.org', img: 'dark-sky-georgia.png' },
  { name: 'Polaris Drive', link: 'https://www.polaris-drive.com', img: 'polaris-drive.png' },
];
