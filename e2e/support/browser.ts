import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { chromiumPath } from './chromium';

/** `describe` for browser tests: skipped, with the reason printed once by globalSetup, without Chromium. */
export const describeInBrowser = process.env.E2E_SKIP === '1' ? describe.skip : describe;

export const baseUrl = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';

/** A fresh browser profile per test file, as a first-time shopper has. */
export async function openShop(): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'astroshop-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    baseURL: baseUrl(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
