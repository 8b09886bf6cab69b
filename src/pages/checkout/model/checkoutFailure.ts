import { errorMessage, errorStatus, fieldErrors, type ApiError } from '@/shared/api';

/**
 * What the shopper is told when a checkout fails. A refusal the server explains (4xx: too many unpaid
 * orders, an empty cart, stock gone, a used-up promo code, an unpaid limit) shows its `message`, as the
 * spec's catalogue does for failed POSTs, and one about the comment stands under the comment box; one
 * about the payment method (a bank loan for a passport holder) shows that field's own message, which
 * says what to do; `fields` are the 422's messages by field (the delivery's go under its fields). A
 * server failure or no answer at all (5xx, the network) leaves `message` out: the spec's "Failed to get
 * data, try again later".
 */
export type CheckoutFailure = { comment?: string; message?: string; fields?: Record<string, string> };

export function checkoutFailure(error: unknown): CheckoutFailure {
  const apiError = error as ApiError;
  const status = errorStatus(apiError);
  if (status === undefined || status >= 500) return {};
  const fields = fieldErrors(apiError);
  if (fields.comment) return { comment: fields.comment };
  return { message: fields.paymethod ?? errorMessage(apiError), fields };
}
