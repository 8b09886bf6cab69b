// Who may do what in the back office. Every admin route names one permission (its route config);
// one hook (auth/adminAccess.ts) checks it against the signed-in operator's role, so this table is the
// whole of the rules, and a test walks every route against it.

export const ROLES = ['owner', 'manager', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  /** operators' accounts and two-step sign-in */
  'operators',
  /** the audit log */
  'audit',
  /** orders: list, detail, and their fulfilment (packed, shipped, delivered) */
  'orders',
  /** money decisions on orders: refunds, accepting a late payment, cancelling an unpaid order */
  'orders.money',
  /** products read without their prices */
  'products.read',
  /** products, categories and prices written */
  'catalogue',
  /** stock counts per warehouse */
  'stock',
  'promos',
  'content',
  'customers',
  /** delivery settings: the methods' fees, free thresholds and days; the warehouses' pickup addresses and hours */
  'delivery',
  /** the dashboard's figures: orders and revenue */
  'dashboard',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** what a route needs beyond these permissions: nothing (sign-in) or any signed-in operator */
export type Access = Permission | 'public' | 'signedIn';

const STAFF: readonly Permission[] = ['orders', 'products.read', 'stock'];
const MANAGER: readonly Permission[] = [
  ...STAFF,
  'orders.money',
  'catalogue',
  'promos',
  'content',
  'customers',
  'delivery',
  'dashboard',
];

export const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  owner: new Set(PERMISSIONS),
  manager: new Set(MANAGER),
  staff: new Set(STAFF),
};

export function may(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].has(permission);
}

/** staff pack and hand over orders without their money: totals, prices, payments, refunds */
export function seesOrderMoney(role: Role): boolean {
  return may(role, 'orders.money');
}

/** owners and managers must sign in with a one-time code; staff may choose to */
export function needsTwoStep(role: Role): boolean {
  return role !== 'staff';
}
