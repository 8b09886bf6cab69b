import { MONEY_TAKEN, ORDER_STATES, transitionOf, type Handover } from '../src/domain/orderLife';

// The order's life table walked in full (domain/orderLife.ts): a bank's approval is never refused in any
// state, whichever attempt it is about, so the money a bank takes is always accounted for by the order.

const HANDOVERS: Handover[] = ['carrier', 'pickup'];

describe('the order’s life table', () => {
  it.each(ORDER_STATES.flatMap((state) => HANDOVERS.map((handover) => [state, handover] as const)))(
    '%s (%s): a bank’s approval of any attempt is taken, as bank_approved or bank_approved_again',
    (state, handover) => {
      const approved = transitionOf(state, 'bank_approved', handover);
      const again = transitionOf(state, 'bank_approved_again', handover);
      // exactly one of them applies: a first approval where the order holds no money, a second where it does
      expect([approved !== null, again !== null]).toEqual(MONEY_TAKEN.includes(state) ? [false, true] : [true, false]);
      // a first approval leaves the order holding the money, a second one keeps it where it is
      if (approved) expect(MONEY_TAKEN).toContain(approved.to);
      if (approved?.orElse) expect(MONEY_TAKEN).toContain(approved.orElse.to);
      if (again) expect([again.to, again.effects]).toEqual([state, []]);
    },
  );
});
