import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';
import { firstOwner, firstOwnerFiles, type Operator, type Role } from './firstOwner';
import { stateFile } from './globalSetup';
import { waitForMail } from './mails';

// The back office's operators for the browser suite. The first owner comes from the command line, as a
// shop's does (`npm run operator -- add … --role owner`, the password on standard input), before the
// server opens the embedded database; every other operator a test needs is invited by that owner through
// the admin API, a new one per test, and sets their password from the invitation's mail (read from the
// server's outbox), so no test depends on another's sign-ins or enrolments.

/** the key an otpauth:// address carries, as the enrolment screen shows it */
export const secretOf = (otpauthUrl: string) => new URL(otpauthUrl).searchParams.get('secret') ?? '';

/** the authenticator app's code now (otplib is an ES module: jest's CommonJS loads it by import()) */
export async function codeFor(secret: string): Promise<string> {
  const { generate } = await import('otplib');
  return generate({ secret });
}

/** one call of the admin API; its JSON answer, or the status when `expected` is not met */
export async function adminApi<T = Record<string, unknown>>(
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  route: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}/api/admin${route}`, {
    method,
    headers: {
      'accept-language': 'en',
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** signs in over the API (enrolling an authenticator when asked): the session's token */
export async function signInOverApi(operator: Operator): Promise<string> {
  let step = (await adminApi<Record<string, string>>(null, 'POST', '/session', operator)).body;
  if (step.step === 'enrol') operator.secret = secretOf(step.otpauthUrl);
  if (step.step === 'enrol' || step.step === 'otp') {
    step = (
      await adminApi<Record<string, string>>(null, 'POST', '/session/otp', {
        challenge: step.challenge,
        code: await codeFor(operator.secret!),
      })
    ).body;
  }
  if (step.step !== 'done') throw new Error(`${operator.email} could not sign in: ${JSON.stringify(step)}`);
  return step.token;
}

let ownerToken: Promise<string> | undefined;

/**
 * The first owner's session that globalSetup opened for the suite (firstOwner.ts), while it lasts (30
 * minutes idle); after that a session of this file's own, by the key globalSetup enrolled.
 */
async function signInFirstOwner() {
  const { dataDir } = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { dataDir: string };
  const files = firstOwnerFiles(dataDir);
  const shared = fs.readFileSync(files.token, 'utf8');
  if ((await adminApi(shared, 'GET', '/me')).status === 200) return shared;
  return signInOverApi({ ...firstOwner, role: 'owner', secret: fs.readFileSync(files.secret, 'utf8') });
}

/** the first owner's session, the suite's one (a code is good once: files signing in side by side would race) */
export const firstOwnerToken = () => (ownerToken ??= signInFirstOwner());

let added = 0;

/** the English invitation's subject (adminApi asks in English) */
export const INVITATION_EN = 'Your invitation to the AstroShop back office';

/** the set-password link a mail carries */
export function setPasswordLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/admin\/set-password\?token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no set-password link in the mail: ${text}`);
  return link;
}

/** a new operator of the role, invited by the first owner, with the password set from the invitation's link */
export async function newOperator(role: Role): Promise<Operator> {
  const operator = {
    email: `${role}.${Date.now()}.${++added}@e2e.astroshop.test`,
    password: `Andromeda-${role}-${added}-long`,
    role,
  };
  const { status, body } = await adminApi(await firstOwnerToken(), 'POST', '/operators', {
    email: operator.email,
    role,
    name: `${role[0].toUpperCase()}${role.slice(1)} ${added}`,
  });
  if (status !== 200) throw new Error(`inviting a ${role} failed (${status}): ${JSON.stringify(body)}`);
  const token = new URL(setPasswordLinkIn((await waitForMail(operator.email, INVITATION_EN)).text)).searchParams.get(
    'token',
  );
  // the next step (a code, an enrolment) is left: the test signs in as it needs
  const set = await adminApi(null, 'POST', '/session/password-link', { token, password: operator.password });
  if (set.status !== 200) throw new Error(`setting the ${role}'s password failed: ${JSON.stringify(set.body)}`);
  return operator;
}

/**
 * Opens the back office signed out, in the operator's language (kept by admin/i18nProvider.ts), and
 * waits for its sign-in form: the back office is rendered in the browser only, so its form showing is
 * the page being ready (no server-rendered page to hydrate).
 */
export async function openBackOffice(page: Page, language: 'en' | 'ka' = 'en') {
  // a page of the shop without its scripts, to reset the browser's storage before the back office loads
  await page.goto('/robots.txt');
  await page.evaluate((locale) => {
    sessionStorage.clear();
    localStorage.setItem('astroshop.admin.language', locale);
  }, language);
  await page.goto('/admin');
  await page.getByRole('button', { name: language === 'en' ? 'Continue' : 'გაგრძელება' }).waitFor();
}

/**
 * Signs in through the back office's form, in English: the password, then the authenticator's code,
 * first enrolling it by the key shown beside the QR code when the server asks. Ends on the dashboard.
 */
export async function signInToBackOffice(page: Page, operator: Operator) {
  await openBackOffice(page);
  await page.getByLabel('Email').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByLabel('One-time code');
  const signedIn = page.getByRole('button', { name: 'Profile' });
  await Promise.race([code.waitFor(), signedIn.waitFor()]);
  if (await code.isVisible()) {
    if (await page.getByRole('heading', { name: 'Set up two-step sign-in' }).isVisible())
      operator.secret = (await page.locator('code').textContent())!.trim();
    await code.fill(await codeFor(operator.secret!));
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await signedIn.waitFor();
}

/** the back office's token in this tab (sessionStorage), for the API checks beside the screens */
export const backOfficeToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('astroshop.admin.token'));

/** opens an order's detail in the back office from the orders list, found by its number (signed in in this tab) */
export async function openOrderInBackOffice(page: Page, number: string) {
  await page.goto(`/admin/orders?filter=${encodeURIComponent(JSON.stringify({ number }))}`);
  await page.getByRole('cell', { name: number }).click();
  await page.getByText(number).first().waitFor();
  await page.waitForURL(/\/admin\/orders\/\d+\/show$/);
}
