import type { CheckoutStart } from '../model/order';

/**
 * Leaving the shop for the payment provider. One object, so tests can watch where the shopper was
 * sent without a real navigation.
 */
export const providerPages = {
  /** BOG_CARD, TBC_CARD, TBC_LOAN, and the loan calculator's last step: the provider's page. */
  go(url: string) {
    window.location.assign(url);
  },

  /** LIBERTY_CARD: a hidden form posting exactly the provider's fields to its address. */
  postForm(url: string, fields: Record<string, string>) {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = url;
    form.hidden = true;
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  },
};

/**
 * Sends the shopper on to the provider a checkout's (or a pay-again's) answer names: LIBERTY_CARD by
 * posting its form, the others to its page. False when the answer names none.
 */
export function continueToProvider(paymethod: string, start: CheckoutStart): boolean {
  if (!start.redirect) return false;
  if (paymethod === 'LIBERTY_CARD') providerPages.postForm(start.redirect, start.formData);
  else providerPages.go(start.redirect);
  return true;
}
