import type { Queryable } from '../../db/client';
import { invalidFields } from '../../domain/errors';
import { NEEDS_PERSONAL_ID } from '../../domain/identity';
import type { PayMethod } from '../../domain/payments';
import { findUser } from '../accounts/accounts.service';

// What the checkout asks of an order before placing it (the order's own rules, stock, promos and limits,
// are placeOrder's: orders.service.ts).

/** the calculator's choice, which a BOG loan cannot do without */
function loanOf(month: number | undefined, discountCode = '') {
  if (month === undefined) throw invalidFields({ month: [{ key: 'field_required' }] });
  return { month, discountCode };
}

export interface PaymentAsk {
  paymethod: PayMethod;
  month?: number;
  discount_code?: string;
}

export interface CheckoutAsk extends PaymentAsk {
  comment?: string | null;
}

/**
 * A BOG loan's choice, and a personal ID for the pay methods that need one, checked in that order (422 naming
 * the field): at the checkout, and again when an order is paid anew from its page.
 */
export async function paymentTerms(db: Queryable, userId: number, ask: PaymentAsk) {
  const loan = ask.paymethod === 'BOG_LOAN' ? loanOf(ask.month, ask.discount_code) : null;
  if (NEEDS_PERSONAL_ID.includes(ask.paymethod) && (await findUser(db, userId))?.id_kind !== 'personal_id')
    throw invalidFields({ paymethod: [{ key: 'loan_needs_personal_id' }] });
  return loan;
}

/**
 * The comment the order needs, a BOG loan's choice, and a personal ID for the pay methods that need one,
 * checked in that order: the first missing is the answer (422 naming the field).
 */
export async function checkoutTerms(db: Queryable, userId: number, ask: CheckoutAsk) {
  const comment = ask.comment?.trim() ?? '';
  if (comment === '') throw invalidFields({ comment: [{ key: 'comment_required' }] });
  return { comment, loan: await paymentTerms(db, userId, ask) };
}
