import type { Page } from 'playwright-core';

export interface Shopper {
  fname: string;
  lname: string;
  phone: string;
  email: string;
  pid: string;
  password: string;
}

/** Registers the shopper over the API and logs in through the login modal, in English. */
export async function registerAndLogIn(page: Page, shopper: Shopper) {
  const { password, ...details } = shopper;
  const response = await page.request.post('/api/register', { data: { ...details, password, repeat_password: password } });
  expect(response.ok()).toBe(true);
  await page.goto('/en?auth=login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(shopper.email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('link', { name: `Welcome, ${shopper.fname}` }).waitFor();
}
