// What each role may do, as the UI shows it (issue 23): the server enforces every rule itself, this only
// hides what a role cannot use. Actions are react-admin's (list, show, create, edit, delete, export) and
// the screens' own (an order's status, cancel, refund, accept; a product's price, stock, CSV import).

export type Role = 'owner' | 'manager' | 'staff';

type Rules = Partial<Record<string, readonly string[] | '*'>>;

const manager: Rules = {
  dashboard: '*',
  orders: '*',
  products: '*',
  categories: '*',
  promos: '*',
  content: '*',
  customers: '*',
  warehouses: '*',
};

const rules: Record<Role, Rules> = {
  // everything, the operators and the audit log too
  owner: { ...manager, operators: '*', audit: ['list', 'show'] },
  manager,
  // fulfilment and stock counts: reads products, sees no prices, refunds, promo codes, customers or operators
  staff: {
    dashboard: ['show'],
    orders: ['list', 'show', 'status', 'export'],
    products: ['list', 'show', 'stock'],
    categories: ['list', 'show'],
    warehouses: ['list'],
  },
};

export function can(role: Role | undefined, resource: string, action: string): boolean {
  const allowed = role && rules[role]?.[resource];
  return allowed === '*' || (allowed?.includes(action) ?? false);
}
