import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLang } from '@/shared/i18n';
import { useToast } from '@/shared/ui';
import { selectCart, useCartTotals } from '@/entities/cart';
import { continueToProvider, providerPages, useCheckoutMutation, type CheckoutRequest } from '@/entities/order';
import { selectIsSignedIn } from '@/entities/session';
import { useShopSettings } from '@/entities/shop-mode';
import { useAuthModal } from '@/features/auth';
import { loadBogSdk } from '../lib/bogSdk';
import { checkoutFailure, type CheckoutFailure } from './checkoutFailure';
import type { DeliveryStep } from './useDeliveryStep';

/**
 * The continue button's work. Guards first (signed in, else the login modal; the delivery when the shop
 * offers one; a comment), then one checkout at a time:
 * cards go to the provider with the answer; a BOG loan opens the bank's calculator, which asks for
 * the order itself once the shopper has chosen the months.
 */
export function useCheckout(commentBox: RefObject<HTMLElement | null>, delivery: DeliveryStep) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const toast = useToast();
  const cart = useSelector(selectCart);
  const signedIn = useSelector(selectIsSignedIn);
  const { data: totals } = useCartTotals();
  const [checkout] = useCheckoutMutation();
  const auth = useAuthModal();
  // the calculator script as the server is configured (BOG_SDK_URL), else the build's
  const { bogSdkUrl } = useShopSettings();
  // a ref, not only state: a second click in the same tick must already see the first one
  const inProgress = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);

  /** the checkout is over, with what went wrong if it did */
  const settle = (failed: CheckoutFailure | null) => {
    // the server's word on a delivery field stands under that field, not in the alert
    const outcome = failed?.fields && delivery.offered && delivery.refused(failed.fields) ? null : failed;
    inProgress.current = false;
    setBusy(false);
    setFailure(outcome);
    // a refusal about the comment: the shopper goes on there, as when it is left empty
    if (outcome?.comment) commentBox.current?.focus();
  };

  const openLoanCalculator = async (request: CheckoutRequest) => {
    let sdk;
    try {
      sdk = await loadBogSdk(bogSdkUrl ?? undefined);
    } catch (error) {
      // no order was placed (the calculator asks for it): the shopper is told, and may choose another method
      console.error(error);
      return settle({ message: t('calculator_failed') });
    }
    sdk.Calculator.open({
      // what the bank lends: lines - promo + delivery
      amount: (totals?.totalPrice ?? 0) + (delivery.fee ?? 0),
      onRequest: (selected, successCb, closeCb) => {
        const loan = { amount: selected.amount, month: selected.month, discount_code: selected.discount_code };
        checkout({ lang, request: { ...request, ...loan } })
          .unwrap()
          .then((start) => {
            if (!start.orderId) throw new Error('no order_id for the calculator');
            successCb(start.orderId);
          })
          .catch((error: unknown) => {
            closeCb();
            settle(checkoutFailure(error));
          });
      },
      onComplete: ({ redirectUrl }) => providerPages.go(redirectUrl),
    });
    // the calculator is the bank's own window from here on; closing it must leave the button usable
    settle(null);
  };

  const start = async () => {
    if (inProgress.current) return;
    if (!signedIn) {
      toast.error(t('please_login'));
      // the login modal opens over the checkout (?auth=login), so signing in, or registering and then
      // signing in, leaves the shopper where they were: at the checkout, cart and comment as they were
      auth.open('login');
      return;
    }
    // the delivery's check takes a tick: a second click meanwhile must already see this one
    inProgress.current = true;
    // a delivery not chosen or incomplete: the form says so at its first field
    const chosen = await delivery.request();
    if (chosen === null || !cart.comment.trim()) {
      inProgress.current = false;
      if (chosen === null) return;
      commentBox.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      commentBox.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    const request: CheckoutRequest = {
      products: cart.products,
      promo: cart.promo,
      paymethod: cart.paymethod,
      comment: cart.comment,
      ...(chosen && { delivery: chosen }),
    };
    if (cart.paymethod === 'BOG_LOAN') return openLoanCalculator(request);
    try {
      const answer = await checkout({ lang, request }).unwrap();
      // on the way to the provider the button stays busy, so the order cannot be placed twice
      // an OK answer naming no provider page: nothing the server explained
      if (!continueToProvider(cart.paymethod, answer)) settle({});
    } catch (error) {
      settle(checkoutFailure(error));
    }
  };

  return { start, busy, failure };
}
