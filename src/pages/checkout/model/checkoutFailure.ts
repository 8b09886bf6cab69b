import { errorMessage, errorStatus, fieldErrors, type ApiError } from '@/shared/api';

/**
 * What the shopper is told when a checkout fails. A refusal the server explains (4xx: too many unpaid
 * orders, an empty cart, stock gone, a used-up promo code, an unpaid limit) shows its `message`, as the
 * spec's catalogue does for failed POSTs, and one about the comment stands under the comment box; a
 * server failure or no answer at all (5xx, the network) leaves `message` out: the spec's "Failed to get
 * data, try again later".
 */
export type CheckoutFailure = { comment?: string; message?: string };

export function checkoutFailure(error: unknown): CheckoutFailure {
  const apiError = error as ApiError;
  const status = errorStatus(apiError);
  if (status === undefined || status >= 500) return {};
  const comment = fieldErrors(apiError).comment;
  return comment ? { comment } : { message: errorMessage(apiError) };
}
