import type { Page } from 'playwright-core';
import { newShopper, registerAndLogIn } from './support/account';
import { describeInBrowser, shopPage, waitForHydration } from './support/browser';
import { putInCart } from './support/cart';
import { mailsTo, waitForMail } from './support/mails';
import { newOperator, openOrderInBackOffice, signInToBackOffice } from './support/operators';
import { newProduct } from './support/products';
import { shot } from './support/shots';

jest.setTimeout(300_000);

// Issue 33 in Chromium, in each language: a shopper checks out with pickup, the bank declines, "Try again"
// pays the same order (one order in their list); then an operator in the back office packs it, makes it
// ready for pickup and marks it collected, and after each step the shopper's order page says so in their
// language and their mails say the right thing: where and when to collect it, never a parcel on its way.

type Lang = 'ka' | 'en';

/** what the shopper reads, in each language (locales/{lang}/*.json, server/src/mails/) */
const TEXTS = {
  en: {
    delivery: 'Delivery',
    pickup: /^Pickup/,
    pickupPoint: 'Pickup point',
    bogCard: /via Bank of Georgia/,
    comment: 'Comment',
    note: 'I will come on Saturday morning',
    continue: 'Continue',
    unpaid: (number: string) => `Order ${number} is not paid.`,
    tryAgain: 'Try again',
    payAgain: 'Pay for the order',
    pay: /^Pay .*₾/,
    paid: (number: string) => `Order ${number} is paid.`,
    myOrders: 'My orders',
    history: 'Order history',
    status: {
      paid: 'Paid',
      payment_failed: 'Payment declined',
      packed: 'Packed',
      ready_for_pickup: 'Ready for pickup',
      collected: 'Collected',
    },
    hours: (hours: string) => `Opening hours: ${hours}`,
    mail: {
      received: (number: string) => `Order ${number} received: awaiting payment`,
      paid: (number: string) => `Order ${number} is paid`,
      ready: (number: string) => `Order ${number} is ready for pickup`,
      collected: (number: string) => `Order ${number} has been collected`,
      hours: (hours: string) => `Open: ${hours}`,
    },
  },
  ka: {
    delivery: 'მიწოდება',
    pickup: /^გატანა/,
    pickupPoint: 'გატანის პუნქტი',
    bogCard: /საქართველოს ბანკის მეშვეობით/,
    comment: 'კომენტარი',
    note: 'შაბათს დილით მოვალ',
    continue: 'გაგრძელება',
    unpaid: (number: string) => `შეკვეთა ${number} არ არის გადახდილი.`,
    tryAgain: 'ხელახლა ცდა',
    payAgain: 'შეკვეთის გადახდა',
    pay: /^გადახდა .*₾/,
    paid: (number: string) => `შეკვეთა ${number} გადახდილია.`,
    myOrders: 'ჩემი შეკვეთები',
    history: 'შეკვეთის ისტორია',
    status: {
      paid: 'გადახდილია',
      payment_failed: 'გადახდა უარყოფილია',
      packed: 'შეფუთულია',
      ready_for_pickup: 'მზადაა გასატანად',
      collected: 'გატანილია',
    },
    hours: (hours: string) => `სამუშაო საათები: ${hours}`,
    mail: {
      received: (number: string) => `შეკვეთა ${number} მიღებულია — ელოდება გადახდას`,
      paid: (number: string) => `შეკვეთა ${number} გადახდილია`,
      ready: (number: string) => `შეკვეთა ${number} მზადაა გასატანად`,
      collected: (number: string) => `შეკვეთა ${number} გატანილია`,
      hours: (hours: string) => `სამუშაო საათები: ${hours}`,
    },
  },
} as const;

/** what only a shipped order's mails say (server/src/mails/orderShipped.ts, the summary's courier lines) */
const SHIPPING_WORDS = [
  /on its way/i,
  /tracking/i,
  /track the parcel/i,
  /carrier/i,
  /გზაშია/,
  /გზას დაადგ/,
  /გზავნილ/,
  /ამანათ/,
  /მიმწოდებ/,
];

interface PickupPoint {
  name: string;
  address: string;
  hours: string;
}

/** the first pickup point as the checkout offers it, in `lang` */
async function firstPickupPoint(page: Page, lang: Lang): Promise<PickupPoint> {
  const { data } = (await (await page.request.get('/api/delivery-methods')).json()) as {
    data: { pickup_points: { translations: (PickupPoint & { locale: string })[] }[] };
  };
  const translation = data.pickup_points[0].translations.find((entry) => entry.locale === lang)!;
  return { name: translation.name, address: translation.address, hours: translation.hours };
}

/** the shopper's order page, fresh from the server and hydrated */
async function openOrderPage(page: Page, lang: Lang, number: string) {
  await page.goto(`/${lang}/orders/${number}`);
  await waitForHydration(page);
}

/** the statuses the order page's history lists, in order */
const history = (page: Page, lang: Lang) => page.getByRole('list', { name: TEXTS[lang].history }).getByRole('listitem');

describeInBrowser('a pickup order in Chromium, in Georgian and in English', () => {
  const page = shopPage();
  let backOffice: Page;
  let product: { slug: string };

  beforeAll(async () => {
    // a telescope of this file's own (the seeded ones' few units are other files'), and the operator's
    // own tab beside the shopper's: the back office keeps its session in the tab (sessionStorage)
    product = await newProduct(6, 180);
    backOffice = await page.context().newPage();
    await signInToBackOffice(backOffice, await newOperator('staff'));
  });

  afterAll(async () => backOffice?.close());

  for (const lang of ['ka', 'en'] as const) {
    const text = TEXTS[lang];

    it(`${lang}: a decline, then "${text.tryAgain}", pays the same order; packed, ready for pickup and collected, each on the order page and in the mails`, async () => {
      const shopper = newShopper(lang === 'ka' ? 'Nino' : 'Anna', 'Beridze');
      // the shopper before (the other language's) leaves: this one's order list starts empty
      await page.goto('/robots.txt');
      await page.evaluate(() => localStorage.removeItem('token'));
      await page.setViewportSize({ width: 1366, height: 900 });
      await registerAndLogIn(page, shopper);
      const point = await firstPickupPoint(page, lang);

      // the checkout in the shopper's language, with pickup at the first point
      await putInCart(page, product.slug, 1);
      await page.goto(`/${lang}/checkout`);
      await waitForHydration(page);
      await page.getByRole('radiogroup', { name: text.delivery }).getByRole('radio', { name: text.pickup }).check();
      await page.getByRole('radiogroup', { name: text.pickupPoint }).getByRole('radio').first().check();
      await page.getByRole('radio', { name: text.bogCard }).check();
      // the checkout asks for a comment whatever the delivery
      await page.getByRole('textbox', { name: text.comment }).fill(text.note);
      await page.getByRole('button', { name: text.continue }).click();

      // the bank declines; "Try again" opens the order's own page, which pays the same order
      await page.getByRole('button', { name: 'Decline' }).click();
      await page.waitForURL(new RegExp(`/${lang}/fail\\?order=TS-\\d+$`));
      const number = new URL(page.url()).searchParams.get('order')!;
      await waitForHydration(page);
      await page.getByText(text.unpaid(number)).waitFor();
      await page.getByRole('link', { name: text.tryAgain }).click();
      await page.waitForURL(new RegExp(`/${lang}/orders/${number}$`));
      await waitForHydration(page);
      await page.getByRole('heading', { name: text.payAgain }).waitFor();
      await history(page, lang).getByText(text.status.payment_failed).waitFor();
      await page.getByRole('button', { name: text.pay }).click();
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.waitForURL(new RegExp(`/${lang}/success\\?order=${number}$`));
      await page.getByText(text.paid(number)).waitFor();

      // one order in the list: the paid one, not a second beside it
      await page.goto(`/${lang}/orders`);
      await waitForHydration(page);
      const orders = page.getByRole('main').getByRole('link', { name: /^TS-\d+$/ });
      await orders.first().waitFor();
      expect(await orders.allTextContents()).toEqual([number]);

      await waitForMail(shopper.email, text.mail.received(number));
      await waitForMail(shopper.email, text.mail.paid(number));

      // the operator packs it: the shopper's page says so (packing sends no mail)
      await openOrderInBackOffice(backOffice, number);
      await backOffice.getByRole('button', { name: 'Packed' }).click();
      await backOffice.getByRole('button', { name: 'Ready for pickup' }).waitFor();
      // a pickup order is never shipped
      expect(await backOffice.getByRole('button', { name: 'Ship' }).count()).toBe(0);
      await openOrderPage(page, lang, number);
      await history(page, lang).getByText(text.status.packed, { exact: true }).waitFor();

      // ready for pickup: on the page, and a mail that says where and when to come
      await backOffice.getByRole('button', { name: 'Ready for pickup' }).click();
      await backOffice.getByRole('button', { name: 'Collected' }).waitFor();
      await openOrderPage(page, lang, number);
      await history(page, lang).getByText(text.status.ready_for_pickup, { exact: true }).waitFor();
      await page.getByText(point.address).first().waitFor();
      await page.getByText(text.hours(point.hours)).waitFor();
      const ready = await waitForMail(shopper.email, text.mail.ready(number));
      expect(ready.text).toContain(point.name);
      expect(ready.text).toContain(point.address);
      expect(ready.text).toContain(text.mail.hours(point.hours));
      expect(ready.text).toContain(`/${lang}/orders/${number}`);
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: width === 390 ? 800 : 900 });
        // nothing leaves the phone's screen sideways
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shot(page, `order-ready-for-pickup-${lang}-${width}`);
      }

      // collected: the page's history in order, and the last mail
      await backOffice.getByRole('button', { name: 'Collected' }).click();
      await backOffice.getByRole('button', { name: 'Collected' }).waitFor({ state: 'detached' });
      await openOrderPage(page, lang, number);
      await history(page, lang).getByText(text.status.collected, { exact: true }).waitFor();
      // (the decline was the order's state until it was paid: the history keeps the order's steps, and the
      // pay-again page above showed it)
      expect(await history(page, lang).locator('p:first-child').allTextContents()).toEqual([
        lang === 'ka' ? 'განთავსდა' : 'Placed',
        text.status.paid,
        text.status.packed,
        text.status.ready_for_pickup,
        text.status.collected,
      ]);
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: width === 390 ? 800 : 900 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shot(page, `order-collected-${lang}-${width}`);
      }
      await waitForMail(shopper.email, text.mail.collected(number));

      // every mail in the shopper's language, and none of a parcel on its way
      const mails = mailsTo(shopper.email);
      // (received and paid may go out in one round of the sender: their order is not the point)
      expect(mails.map((mail) => mail.subject).sort()).toEqual(
        [
          text.mail.received(number),
          text.mail.paid(number),
          text.mail.ready(number),
          text.mail.collected(number),
        ].sort(),
      );
      for (const mail of mails)
        for (const words of SHIPPING_WORDS)
          expect([mail.subject, words.test(`${mail.subject}\n${mail.text}`)]).toEqual([mail.subject, false]);
    });
  }
});
