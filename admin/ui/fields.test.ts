import { ORDER_STATUSES as serverStatuses } from '../../server/src/modules/orders/orders.admin.repository';
import { english, georgian } from '../i18n/messages';
import { ORDER_STATUSES } from './fields';

// The back office keeps its own list of an order's statuses: importing the server's would put server
// modules into the admin bundle (the list lives beside its SQL), and the generated API types are the
// storefront's only (openapi.ts leaves the admin paths out of the storefront document). This test keeps the two lists one.
it('names the admin API’s order statuses, in its order, in both languages', () => {
  expect(ORDER_STATUSES).toEqual(serverStatuses);
  for (const status of ORDER_STATUSES) {
    expect([status, english.admin.status[status]]).toEqual([status, expect.any(String)]);
    expect([status, georgian.admin.status[status]]).toEqual([status, expect.any(String)]);
  }
});
