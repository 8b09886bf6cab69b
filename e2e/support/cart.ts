import type { Page } from 'playwright-core';

/** Puts `quantity` of a product (and a promo code) in the cart the way the shop stores it. */
export async function putInCart(page: Page, slug: string, quantity: number, promo: string | null = null) {
  const { data } = await (await page.request.get(`/api/product/${slug}`)).json();
  // stored from a page without the shop's scripts, which would write their own cart over it
  await page.goto('/robots.txt');
  await page.evaluate(
    ([id, count, code]) =>
      localStorage.setItem(
        'cart',
        JSON.stringify({ products: { [id]: count }, promo: code, paymethod: 'BOG_CARD', comment: '' }),
      ),
    [String(data.id), quantity, promo] as const,
  );
}

/** On the checkout page: pickup at the first warehouse, the payment method, a comment, and on to the bank. */
export async function payOnCheckout(page: Page, method: RegExp) {
  await page
    .getByRole('radiogroup', { name: 'Delivery' })
    .getByRole('radio', { name: /^Pickup/ })
    .check();
  await page.getByRole('radiogroup', { name: 'Pickup point' }).getByRole('radio').first().check();
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('textbox', { name: 'Comment' }).fill('Vake, Chavchavadze 1, call before delivery');
  await page.getByRole('button', { name: 'Continue' }).click();
}
