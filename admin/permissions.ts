import type { Role } from './api/answers';

// What each role may do, as the UI shows it (issue 23): the server enforces every rule itself
// (server/src/domain/roles.ts), this only hides what a role cannot use, so it names the same resources
// as the admin API's paths. Actions are react-admin's (list, show, create, edit, delete, export) and the
// screens' own (an order's status, cancel, refund, accept, note, money; a product's price, stock, CSV import).

type Rules = Partial<Record<string, readonly string[] | '*'>>;

const manager: Rules = {
  dashboard: '*',
  orders: '*',
  products: '*',
  categories: '*',
  'promo-codes': '*',
  news: '*',
  faq: '*',
  partners: '*',
  pages: '*',
  contact: '*',
  customers: '*',
  warehouses: '*',
  // a fixed set of records: edited, never created or removed
  'delivery-methods': ['list', 'edit'],
  'pickup-points': ['list', 'edit'],
};

const rules: Record<Role, Rules> = {
  // everything, the operators and the audit log too
  owner: { ...manager, operators: '*', audit: ['list', 'show'] },
  manager,
  // fulfilment and stock counts: reads products (not their categories, which are the catalogue's), sees no
  // figures, prices, an order's money (the API leaves it out), promo codes, customers or operators
  staff: {
    orders: ['list', 'show', 'status', 'export', 'note'],
    products: ['list', 'show', 'stock'],
    warehouses: ['list'],
  },
};

export function can(role: Role | undefined, resource: string, action: string): boolean {
  const allowed = role && rules[role]?.[resource];
  return allowed === '*' || (allowed?.includes(action) ?? false);
}
