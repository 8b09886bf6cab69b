import type { Page } from 'playwright-core';
import { describeInBrowser, shopPage } from './support/browser';
import { waitForMail } from './support/mails';
import {
  adminApi,
  codeFor,
  firstOwnerToken,
  INVITATION_EN,
  newOperator,
  setPasswordLinkIn,
  signInOverApi,
} from './support/operators';
import { shot } from './support/shots';

jest.setTimeout(180_000);

// Operators' accounts by mail (issue 35) in Chromium: the owner invites a manager from the back office,
// the manager opens the invitation's link from the mail (the server's outbox), sets a password and
// enrols an authenticator (its code computed here from the key the screen shows); and "forgot password".

const words = {
  en: {
    subject: 'Your invitation to the AstroShop back office',
    email: 'Email',
    name: 'Name',
    role: 'Role',
    manager: 'Manager',
    save: 'Save',
    sent: 'Invitation sent',
    welcome: 'Welcome: choose your password',
    password: 'New password',
    repeat: 'Repeat the password',
    savePassword: 'Save the password',
    enrol: 'Set up two-step sign-in',
    code: 'One-time code',
    signIn: 'Sign in',
    dashboard: 'Orders today',
    forgot: 'Forgot your password?',
    resetTitle: 'Reset your password',
    send: 'Send the link',
    linkSent: /If this email belongs to an operator, a link is on its way/,
  },
  ka: {
    subject: 'მოსაწვევი AstroShop-ის მართვის პანელში',
    email: 'ელფოსტა',
    name: 'სახელი',
    role: 'როლი',
    manager: 'მენეჯერი',
    save: 'შენახვა',
    sent: 'მოსაწვევი გაიგზავნა',
    welcome: 'მოგესალმებით: აირჩიეთ პაროლი',
    password: 'ახალი პაროლი',
    repeat: 'გაიმეორეთ პაროლი',
    savePassword: 'პაროლის შენახვა',
    enrol: 'ორსაფეხურიანი შესვლის ჩართვა',
    code: 'ერთჯერადი კოდი',
    signIn: 'შესვლა',
    dashboard: 'შეკვეთები დღეს',
    forgot: 'დაგავიწყდათ პაროლი?',
    resetTitle: 'პაროლის აღდგენა',
    send: 'ბმულის გაგზავნა',
    linkSent: /თუ ეს ელფოსტა ოპერატორს ეკუთვნის, ბმული უკვე გზაშია/,
  },
} as const;

/** the back office in `lang`, signed out (its storage cleared), or signed in with `token` */
async function backOfficeAs(page: Page, lang: 'ka' | 'en', token: string | null, route: string) {
  await page.goto('/robots.txt');
  await page.evaluate(
    ([locale, session]) => {
      sessionStorage.clear();
      if (session) sessionStorage.setItem('astroshop.admin.token', session);
      localStorage.setItem('astroshop.admin.language', locale!);
    },
    [lang, token],
  );
  await page.goto(`/admin${route}`);
}

describeInBrowser('operators by mail in Chromium', () => {
  const page = shopPage();

  for (const [lang, width] of [
    ['ka', 1366],
    ['en', 390],
  ] as const) {
    it(`the owner invites a manager, who sets a password from the mail and enrols (${lang}, ${width} px)`, async () => {
      const t = words[lang];
      await page.setViewportSize({ width, height: 900 });
      // an owner of this test's own, signed in over the API (their screens are the owner's)
      const owner = await newOperator('owner');
      await backOfficeAs(page, lang, await signInOverApi(owner), '/operators/create');

      const email = `invited.${lang}.${Date.now()}@e2e.astroshop.test`;
      await page.getByLabel(t.email).fill(email);
      await page.getByLabel(t.name).fill('Tamar');
      await page
        .getByRole('combobox', { name: new RegExp(t.role) })
        .first()
        .click();
      await page.getByRole('option', { name: t.manager }).click();
      // the menu gone (MUI unmounts it once it has faded), so the picture shows the form
      await page.locator('#menu-role').waitFor({ state: 'detached' });
      await shot(page, `operator-invite-${lang}-${width}`);
      await page.getByRole('button', { name: t.save }).click();
      await page.getByText(t.sent).first().waitFor();

      const mail = await waitForMail(email, t.subject);
      const link = new URL(setPasswordLinkIn(mail.text));
      // the manager, in a browser of their own: signed out
      await backOfficeAs(page, lang, null, `/set-password${link.search}`);
      await page.getByRole('heading', { name: t.welcome }).waitFor();
      await page.getByText(email).waitFor();
      await shot(page, `set-password-${lang}-${width}`);
      await page.getByLabel(t.password).fill('Cassiopeia-manager-long');
      await page.getByLabel(t.repeat).fill('Cassiopeia-manager-long');
      await page.getByRole('button', { name: t.savePassword }).click();
      await page.getByRole('heading', { name: t.enrol }).waitFor();
      await shot(page, `set-password-enrol-${lang}-${width}`);
      const key = (await page.locator('code').textContent())!.trim();
      await page.getByLabel(t.code).fill(await codeFor(key));
      await page.getByRole('button', { name: t.signIn }).click();
      await page.getByText(t.dashboard).first().waitFor();

      // the link worked once
      await backOfficeAs(page, lang, null, `/set-password${link.search}`);
      await page
        .getByRole('alert')
        .filter({ hasText: /link|ბმული/ })
        .waitFor();
    });
  }

  for (const [lang, width] of [
    ['en', 1366],
    ['ka', 390],
  ] as const) {
    it(`a forgotten password: the sign-in page asks for a link (${lang}, ${width} px)`, async () => {
      const t = words[lang];
      await page.setViewportSize({ width, height: 900 });
      await firstOwnerToken();
      await backOfficeAs(page, lang, null, '/login');
      await page.getByRole('link', { name: t.forgot }).click();
      await page.getByRole('heading', { name: t.resetTitle }).waitFor();
      await shot(page, `forgot-password-${lang}-${width}`);
      await page.getByLabel(t.email).fill('nobody.at.all@e2e.astroshop.test');
      await page.getByRole('button', { name: t.send }).click();
      await page.getByText(t.linkSent).waitFor();
    });
  }

  it('shows the screens before a session whole at 320, 390 and 1366 px, in both languages', async () => {
    const email = `invited.shots.${Date.now()}@e2e.astroshop.test`;
    const invited = await adminApi(await firstOwnerToken(), 'POST', '/operators', {
      email,
      name: 'Nino',
      role: 'staff',
    });
    expect(invited.status).toBe(200);
    // the page only checks the link as it opens: it stays usable for every look
    const link = new URL(setPasswordLinkIn((await waitForMail(email, INVITATION_EN)).text));
    for (const lang of ['ka', 'en'] as const) {
      const t = words[lang];
      for (const width of [320, 390, 1366]) {
        await page.setViewportSize({ width, height: 800 });
        for (const [route, ready, name] of [
          ['/login', page.getByRole('link', { name: t.forgot }), 'sign-in'],
          ['/forgot-password', page.getByRole('heading', { name: t.resetTitle }), 'forgot-password'],
          [`/set-password${link.search}`, page.getByRole('heading', { name: t.welcome }), 'set-password'],
        ] as const) {
          await backOfficeAs(page, lang, null, route);
          await ready.waitFor();
          // nothing runs off the side: the page never scrolls sideways
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await shot(page, `${name}-${lang}-${width}`);
        }
      }
    }
  });
});
