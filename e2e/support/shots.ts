import type { Page } from 'playwright-core';

/** with SHOTS_DIR set, a full-page screenshot to look at (the issues' "screenshots looked at") */
export async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
