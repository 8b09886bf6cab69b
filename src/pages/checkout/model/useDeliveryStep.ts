import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { useAddressBook } from '@/entities/address';
import { deliveryFee, shortOfFreeDelivery, useDeliveryOptions } from '@/entities/delivery';
import type { CheckoutDelivery } from '@/entities/order';
import { selectIsSignedIn } from '@/entities/session';
import {
  deliveryField,
  deliveryRequest,
  emptyDelivery,
  methodFor,
  withSavedAddress,
  type DeliveryValues,
} from './deliveryForm';

/**
 * The checkout's delivery: the shop's offer, the form, the chosen method's fee for a cart of `subtotal`
 * (lines less the promo, as the server prices it), and the shopper's address book with the last used
 * address preselected. `offered` is false against a server that offers no delivery: the spec's checkout.
 */
export function useDeliveryStep(subtotal: number | undefined) {
  const { options, loading, offered } = useDeliveryOptions();
  // only a server offering delivery keeps an address book
  const book = useAddressBook(options !== null);
  const signedIn = useSelector(selectIsSignedIn);
  const form = useForm<DeliveryValues>({ defaultValues: emptyDelivery });
  const chosen = useWatch({ control: form.control, name: 'method' });
  const method = options?.methods.find((offered) => offered.code === chosen);
  const fee = method && subtotal !== undefined ? deliveryFee(method, subtotal) : null;
  const shortOfFree = method && subtotal !== undefined ? shortOfFreeDelivery(method, subtotal) : null;

  // once, when both are known and the shopper has chosen nothing yet: the address of the last order
  const preselected = useRef(false);
  useEffect(() => {
    if (!options || !book || preselected.current) return;
    preselected.current = true;
    const last = book.find((address) => address.lastUsed) ?? book[0];
    if (!last || form.getValues('method') !== '') return;
    const lastMethod = methodFor(last);
    if (options.methods.some((offered) => offered.code === lastMethod))
      form.reset(withSavedAddress({ ...form.getValues(), method: lastMethod }, last));
  }, [options, book, form]);

  /**
   * The delivery to send: undefined when the shop offers none (the spec's checkout; asked after the offer
   * has arrived, should the shopper be quicker), null when the form is not complete (it then says why,
   * at its first field).
   */
  const request = async (): Promise<CheckoutDelivery | null | undefined> => {
    if (!(await offered())) return undefined;
    const valid = await form.trigger(undefined, { shouldFocus: true });
    const chosen = valid ? deliveryRequest(form.getValues()) : undefined;
    if (valid && !chosen) form.setError('method', { type: 'required' }, { shouldFocus: true });
    return valid && chosen ? chosen : null;
  };

  /** The server's 422 messages about the delivery, shown under their fields; false when none is about a field shown. */
  const refused = (errors: Record<string, string>): boolean => {
    const shown = Object.entries(errors).flatMap(([name, message]) => {
      const field = deliveryField(name);
      return field ? [[field, message] as const] : [];
    });
    shown.forEach(([field, message], index) =>
      form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
    return shown.length > 0;
  };

  return {
    offered: options !== null,
    loading,
    options,
    book,
    signedIn,
    form,
    method,
    fee,
    shortOfFree,
    request,
    refused,
  };
}

export type DeliveryStep = ReturnType<typeof useDeliveryStep>;
