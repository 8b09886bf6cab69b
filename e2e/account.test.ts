import { newShopper, registerAndLogIn } from './support/account';
import { describeInBrowser, shopPage, waitForHydration } from './support/browser';
import { shot } from './support/shots';

jest.setTimeout(90_000);

const shopper = newShopper('Levan', 'Kapanadze');

describeInBrowser('the customer account in Chromium', () => {
  const page = shopPage();

  it('sends a visitor without a token from the account pages to the home page', async () => {
    for (const path of ['profile', 'orders', 'transactions']) {
      await page.goto(`/en/${path}`);
      await page.waitForURL(/\/en$/);
    }
  });

  for (const [lang, words] of [
    ['en', { register: 'Register', notice: 'Privacy notice', deletion: 'Your rights, and how to ask for deletion' }],
    [
      'ka',
      {
        register: 'რეგისტრაცია',
        notice: 'კონფიდენციალურობის პოლიტიკა',
        deletion: 'თქვენი უფლებები და წაშლის მოთხოვნა',
      },
    ],
  ] as const)
    it(`links the privacy notice from the registration form, in a new tab, and from the footer (${lang})`, async () => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(`/${lang}?auth=register`);
      await waitForHydration(page);
      const dialog = page.getByRole('dialog', { name: words.register });
      const [notice] = await Promise.all([
        page.context().waitForEvent('page'),
        dialog.getByRole('link', { name: words.notice }).click(),
      ]);
      await notice.waitForURL(new RegExp(`/${lang}/privacy$`));
      await notice.getByRole('heading', { name: words.deletion }).waitFor();
      // what was typed in the form is still there: the notice opened beside it
      expect(await dialog.isVisible()).toBe(true);
      for (const width of [320, 390, 1366]) {
        await notice.setViewportSize({ width, height: 800 });
        expect(await notice.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shot(notice, `privacy-${lang}-${width}`);
      }
      await notice.close();
      await page.goto(`/${lang}/about`);
      await waitForHydration(page);
      expect(await page.getByRole('contentinfo').getByRole('link', { name: words.notice }).getAttribute('href')).toBe(
        `/${lang}/privacy`,
      );
    });

  it('shows a wrong password’s refusal in the login modal', async () => {
    await page.goto('/en?auth=login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').fill('nobody@example.ge');
    await dialog.getByLabel('Password').fill('wrong');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await dialog.getByRole('alert').waitFor();
  });

  it('updates the profile: the welcome link and the form show the new name', async () => {
    await registerAndLogIn(page, shopper);
    await page.getByRole('link', { name: 'Welcome, Levan' }).click();
    await page.waitForURL(/\/en\/profile$/);
    const fname = page.getByLabel('First name');
    await fname.fill('Lado');
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Your profile is updated.').waitFor();
    await page.getByRole('link', { name: 'Welcome, Lado' }).waitFor();
    await page.reload();
    expect(await page.getByLabel('First name').inputValue()).toBe('Lado');
  });

  it('logs out to the home page and the account pages close', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/en$/);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/en/profile');
    await page.waitForURL(/\/en$/);
  });
});
