import type { Page } from 'playwright-core';
import { waitForHydration } from './browser';

export interface Shopper {
  fname: string;
  lname: string;
  phone: string;
  email: string;
  pid: string;
  password: string;
}

/** A shopper nobody has registered yet: the email is new on every run, the rest valid for the server. */
export function newShopper(fname: string, lname: string): Shopper {
  return {
    fname,
    lname,
    phone: '555123456',
    email: `${fname.toLowerCase()}.${Date.now()}@example.ge`,
    pid: '01005012345',
    password: 'Andromeda-31',
  };
}

/** Logs in through the login modal (opening it from the header if it is not open), in English. */
export async function logIn(page: Page, shopper: Shopper) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await waitForHydration(page);
  // an address with ?auth=login opens the modal itself, once the page is hydrated
  if (new URL(page.url()).searchParams.get('auth') === 'login') await dialog.waitFor();
  else if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Log in' }).click();
  await dialog.getByLabel('Email').fill(shopper.email);
  await dialog.getByLabel('Password').fill(shopper.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('link', { name: `Welcome, ${shopper.fname}` }).waitFor();
}

/** Registers the shopper over the API and logs in through the login modal, in English. */
export async function registerAndLogIn(page: Page, shopper: Shopper) {
  const { password, ...details } = shopper;
  const response = await page.request.post('/api/register', {
    data: { ...details, password, repeat_password: password },
  });
  expect(response.ok()).toBe(true);
  await page.goto('/en?auth=login');
  await logIn(page, shopper);
}
