import { english, georgian } from '../i18n/messages';
import { ORDER_STATUSES } from './fields';

// The statuses themselves are held to the admin API's by the typecheck (everyOf over the generated
// types); their names are messages, which only a run can check.
it('names every order status of the admin API in both languages', () => {
  for (const status of ORDER_STATUSES) {
    expect([status, english.admin.status[status]]).toEqual([status, expect.any(String)]);
    expect([status, georgian.admin.status[status]]).toEqual([status, expect.any(String)]);
  }
});
