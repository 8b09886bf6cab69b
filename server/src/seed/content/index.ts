import type { SeedCatalogue } from '../types';
import { categories } from './categories';
import { news } from './news';
import { about, contact, faq, policies } from './pages';
import { partners } from './partners';
import { products } from './products';
import { promos } from './promos';
import { warehouses } from './warehouses';

export const catalogue: SeedCatalogue = {
  categories,
  warehouses,
  products,
  news,
  faq,
  partners,
  contact,
  about,
  policies,
  promos,
};
