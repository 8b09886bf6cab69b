import type { Database } from '../../db/client';
import { revokeAllTokens } from '../accounts/accounts.repository';
import { listOrders } from '../orders/orders.admin.repository';
import { appendAudit, type Actor } from '../audit/audit.repository';
import { findCustomer, setCustomerDisabled, type CustomerRow } from './customers.repository';
import { ShopError } from '../../domain/errors';
import { toLari, toTetri } from '../../domain/money';
import { presentOrderSummary } from '../orders/orders.admin.service';

// Customers in the back office: their accounts and orders, and disabling an account (its sessions end
// at once, and it cannot sign in until enabled again).

export { CUSTOMER_SORTS, listCustomers } from './customers.repository';

export function presentCustomer(row: CustomerRow) {
  return {
    id: row.id,
    email: row.email,
    name: `${row.fname} ${row.lname}`,
    fname: row.fname,
    lname: row.lname,
    phone: row.phone,
    pid: row.pid,
    createdAt: row.created_at.toISOString(),
    disabled: row.disabled_at !== null,
    orders: row.orders,
    spent: toLari(toTetri(row.spent)),
  };
}

/** the customer with their orders, newest first */
export async function customerDetail(db: Database, id: number) {
  const row = await findCustomer(db, id);
  if (!row) throw new ShopError(404, 'not_found');
  const { rows } = await listOrders(
    db,
    { limit: 1000, offset: 0, sort: 'createdAt', descending: true },
    { customerId: id },
  );
  return { ...presentCustomer(row), orderList: rows.map((order) => presentOrderSummary(order, true)) };
}

export async function setDisabled(db: Database, actor: Actor, id: number, disabled: boolean) {
  return db.transaction(async (tx) => {
    const before = await findCustomer(tx, id, true);
    if (!before) throw new ShopError(404, 'not_found');
    await setCustomerDisabled(tx, id, disabled);
    if (disabled) await revokeAllTokens(tx, id);
    const after = (await findCustomer(tx, id))!;
    await appendAudit(tx, actor, {
      action: disabled ? 'disable' : 'enable',
      entity: 'customer',
      entityId: id,
      before: presentCustomer(before),
      after: presentCustomer(after),
    });
    return after;
  });
}
