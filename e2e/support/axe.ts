import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { waitForHydration } from './browser';

/** WCAG 2.0 and 2.1, levels A and AA, and axe's best practices (landmarks, heading order, unique names). */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Waits until the page has its data (no skeletons, no requests) and its transitions have finished. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // a server-rendered page shows before its script has taken it over: a shopper's key press before then
  // reaches plain HTML, not the shop
  await waitForHydration(page);
  // the search fields become the suggesting ones once the browser is idle (SearchBox): a Tab walk or an
  // axe run started before that would see the plain field replaced under it
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="search"] input')].every((input) =>
      input.classList.contains('MuiAutocomplete-input'),
    ),
  );
  await page.waitForFunction(
    () =>
      !document.querySelector('.MuiSkeleton-root, [role="progressbar"]') &&
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
  );
}

/** axe's violations on the page as it is now, one readable line per rule and element: empty when clean. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await settle(page);
  // details of the violations only: the passes of every rule on every node are most of axe's answer
  const { violations } = await new AxeBuilder({ page })
    .withTags(tags)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}. ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}
