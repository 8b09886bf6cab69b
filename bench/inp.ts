// Responsiveness of the storefront on a mid-range phone: `npx tsx bench/inp.ts` (npm run bench:inp).
// Builds for production into a temp DIST_DIR, starts our server on a fresh seeded temp DATA_DIR, and drives
// Debian's Chromium with Lighthouse's phone (Moto G Power screen, touch, the CPU 4x slower through CDP's
// Emulation.setCPUThrottlingRate):
// (a) the dead window. A first-time shopper opens a category (150 ms RTT, 1.6 Mbps down, as Lighthouse's
//     mobile profile) and taps the first card's "add to cart" as soon as it is painted: when does the tap
//     have its effect (the header's cart badge shows 1)? Once with a single tap, once tapping again every
//     TAP_EVERY_MS until it works (what a shopper does when nothing happens). Also reported: first
//     contentful paint, and when the card's button was hydrated (React had attached it).
// (b) Interaction to Next Paint of the shop's controls once hydrated, at 4x CPU, network unthrottled, in
//     both languages: the web-vitals way, a PerformanceObserver on 'event' entries (durationThreshold 16)
//     and the longest entry of each interaction; per control RUNS_INP interactions, the worst reported
//     with its parts (input delay, processing, presentation).
// Writes bench/inp.md and bench/inp.json. `--runs N` for (a)'s runs per language (default 3).
// Works on older checkouts too (copy this file there): the controls are found by role, not by our marks.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { commitHash, deadline, loadNote, machineNote, median, startServer, tempDir } from './lib';
import { chromiumPath } from '../test/harness/chromium';
import { buildStorefront } from '../test/harness/storefrontBuild';

const LANGS = ['en', 'ka'] as const;
type Lang = (typeof LANGS)[number];
const CPU_SLOWDOWN = 4;
// Lighthouse's mobile profile: 150 ms RTT, 1.6 Mbps down, 750 Kbps up; its screen (Moto G Power)
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const TAP_EVERY_MS = 250;
const RUNS_INP = 3;
/** event timing entries arrive after the next paint: time for them to come in */
const SETTLE_MS = 1200;
const GOAL_INP_MS = 200;
const GOAL_DEAD_WINDOW_MS = 1000;

const LIST = (lang: Lang) => `/${lang}/products/telescopes`;
const PRODUCT = (lang: Lang) => `/${lang}/product/orbita-130-900`;
const CART = (lang: Lang) => `/${lang}/cart`;
/** a card's cart icon (it alone has aria-pressed among a card's buttons) */
const CARD_CART_BUTTON = 'main .MuiCard-root button[aria-pressed]';

// What the page records for the bench, from before its first byte: paints, its taps, when the first card's
// cart button is hydrated (React's props on the element) and when the cart badge first shows a product
// (checked every frame, so the time is the frame that shows it), and every event timing entry.
function recorder(cardCartButton: string) {
  const w = window as unknown as Record<string, unknown>;
  const taps: number[] = [];
  const events: Array<{
    id: number;
    name: string;
    start: number;
    duration: number;
    processingStart: number;
    processingEnd: number;
  }> = [];
  Object.assign(w, { benchTaps: taps, benchEvents: events });
  // and whether the page's inline loader had run yet: a tap before it is not kept
  const early: boolean[] = [];
  Object.assign(w, { benchTapsBeforeLoader: early });
  window.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return;
      taps.push(event.timeStamp);
      early.push(w.__taps === undefined);
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) {
        events.push({
          id: entry.interactionId,
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
        });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  const watch = () => {
    const button = document.querySelector(cardCartButton);
    if (w.benchLiveAt === undefined && button && Object.keys(button).some((key) => key.startsWith('__reactProps')))
      w.benchLiveAt = performance.now();
    if (
      w.benchEffectAt === undefined &&
      document.querySelector('[data-testid="cart-badge"] .MuiBadge-badge')?.textContent === '1'
    )
      w.benchEffectAt = performance.now();
    if (w.benchLiveAt === undefined || w.benchEffectAt === undefined) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

interface DeadWindowRun {
  lang: Lang;
  mode: 'one tap' | 'tapping until it works';
  fcpMs: number;
  /** the first tap, after first contentful paint */
  tapAfterFcpMs: number;
  taps: number;
  /** from first contentful paint until the badge shows the product; null: the tap was lost */
  effectAfterFcpMs: number | null;
  /** from first contentful paint until the entry script had arrived (its response's end) */
  scriptAfterFcpMs: number | null;
  /** from first contentful paint until the card's button was hydrated */
  hydratedAfterFcpMs: number | null;
  /** taps made before the page's inline loader had run (so not kept) */
  tapsBeforeLoader: number;
  /** the shop's own mark, once every early tap has been made again (null where the checkout has none) */
  shopHydratedAfterFcpMs: number | null;
}

async function phoneContext(browser: Browser, network: boolean): Promise<{ context: BrowserContext; page: Page }> {
  // a Georgian shopper's phone: an English one is offered English on a Georgian page (a toast the runs would tap around)
  const context = await browser.newContext({ ...PHONE, locale: 'ka-GE' });
  const page = await context.newPage();
  // as a text: tsx (esbuild's keepNames) wraps the recorder's named functions in a helper of its own, which the page must be given too
  await page.addInitScript({
    content: `var __name = (target) => target; (${recorder.toString()})(${JSON.stringify(CARD_CART_BUTTON)});`,
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
  }
  return { context, page };
}

/** a number the page holds, or null (an expression string: the page's CSP forbids eval, CDP's evaluation does not need it) */
const pageNumber = async (page: Page, expression: string) =>
  (await page.evaluate(`(${expression}) ?? null`)) as number | null;

async function deadWindowRun(
  browser: Browser,
  baseUrl: string,
  lang: Lang,
  mode: DeadWindowRun['mode'],
): Promise<DeadWindowRun> {
  const { context, page } = await phoneContext(browser, true);
  try {
    await page.goto(`${baseUrl}${LIST(lang)}`, { waitUntil: 'commit' });
    const button = page.locator(CARD_CART_BUTTON).first();
    // as soon as the card is painted (Playwright clicks once the element is visible and still)
    await button.click({ timeout: 60_000 });
    let taps = 1;
    const effectSeen = () => pageNumber(page, 'window.benchEffectAt');
    if (mode === 'tapping until it works') {
      while ((await effectSeen()) === null) {
        await page.waitForTimeout(TAP_EVERY_MS);
        if ((await effectSeen()) !== null) break;
        await button.click({ timeout: 60_000 });
        taps += 1;
      }
    }
    // hydrated, and time for a kept tap to be made (the shop's mark, where it has one) or to show it was lost
    await page.waitForFunction(
      () => (window as unknown as { benchLiveAt?: number }).benchLiveAt !== undefined,
      undefined,
      { timeout: 60_000 },
    );
    await page
      .waitForFunction(() => performance.getEntriesByName('shop-hydrated').length > 0, undefined, { timeout: 12_000 })
      .catch(() => undefined);
    await page.waitForTimeout(1500);
    const fcp = await pageNumber(page, "performance.getEntriesByName('first-contentful-paint')[0]?.startTime");
    const firstTap = await pageNumber(page, 'window.benchTaps[0]');
    const effect = await effectSeen();
    const live = await pageNumber(page, 'window.benchLiveAt');
    const mark = await pageNumber(page, "performance.getEntriesByName('shop-hydrated')[0]?.startTime");
    const script = await pageNumber(
      page,
      "performance.getEntriesByType('resource').find((entry) => /\\/js\\/main\\.[^/]*\\.js$/.test(entry.name))?.responseEnd",
    );
    if (fcp === null || firstTap === null)
      throw new Error(`${LIST(lang)}: no first contentful paint or no tap recorded`);
    const since = (value: number | null) => (value === null ? null : Math.round(value - fcp));
    return {
      lang,
      mode,
      fcpMs: Math.round(fcp),
      tapAfterFcpMs: Math.round(firstTap - fcp),
      taps,
      effectAfterFcpMs: since(effect),
      tapsBeforeLoader: (await pageNumber(page, 'window.benchTapsBeforeLoader.filter(Boolean).length')) ?? 0,
      scriptAfterFcpMs: since(script),
      hydratedAfterFcpMs: since(live),
      shopHydratedAfterFcpMs: since(mark),
    };
  } finally {
    await context.close();
  }
}

interface NextPageRun {
  lang: Lang;
  fcpMs: number;
  /** the tap on "next page", after first contentful paint */
  tapAfterFcpMs: number;
  /** from the first page's first contentful paint until the next page is painted; null: the tap was lost */
  effectAfterFcpMs: number | null;
}

/** The list's "next page" tapped as soon as it is painted: when is the next page on screen? */
async function nextPageRun(browser: Browser, baseUrl: string, lang: Lang): Promise<NextPageRun> {
  const { context, page } = await phoneContext(browser, true);
  const epochOfFcp = () =>
    pageNumber(page, "performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0]?.startTime");
  try {
    await page.goto(`${baseUrl}${LIST(lang)}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
      timeout: 60_000,
    });
    const fcp = (await epochOfFcp())!;
    const fcpMs = Math.round(fcp - (await pageNumber(page, 'performance.timeOrigin'))!);
    // the pagination's last item: "next page", a link or (in older checkouts) a button
    await page.locator('.MuiPagination-ul > li:last-child > *').click({ timeout: 60_000 });
    const tap = Date.now();
    const navigated = await page.waitForURL(/[?&]page=2$/, { waitUntil: 'commit', timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    let effect: number | null = null;
    if (navigated && (await pageNumber(page, 'window.benchTaps.length')) === 0) {
      // the browser opened the next page: it is on screen at that page's first contentful paint
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
        timeout: 60_000,
      });
      effect = await epochOfFcp();
    } else if (navigated) {
      // the shop changed the list itself
      await page.waitForLoadState('networkidle');
      effect = Date.now();
    }
    return {
      lang,
      fcpMs,
      tapAfterFcpMs: Math.round(tap - fcp),
      effectAfterFcpMs: effect === null ? null : Math.round(effect - fcp),
    };
  } finally {
    await context.close();
  }
}

interface Interaction {
  lang: Lang;
  control: string;
  /** the longest event entry of each interaction, ms (0: none reached the 16 ms threshold) */
  samples: number[];
  worst: { inputDelay: number; processing: number; presentation: number; events: string } | null;
}

/** performs `act` and returns the interactions it caused, each as its longest event entry */
async function measure(page: Page, act: () => Promise<void>) {
  const before = await pageNumber(page, 'window.benchEvents.length');
  await act();
  await page.waitForTimeout(SETTLE_MS);
  const entries = (await page.evaluate(
    (from) => (window as unknown as { benchEvents: Array<Record<string, number | string>> }).benchEvents.slice(from),
    before ?? 0,
  )) as Array<{
    id: number;
    name: string;
    start: number;
    duration: number;
    processingStart: number;
    processingEnd: number;
  }>;
  const byInteraction = new Map<number, typeof entries>();
  for (const entry of entries) byInteraction.set(entry.id, [...(byInteraction.get(entry.id) ?? []), entry]);
  // the parts as web-vitals attributes them: the interaction's events share its next paint, so the
  // processing runs from the first event's handlers to the last one's, the presentation after that
  return [...byInteraction.values()].map((group) => {
    const longest = group.reduce((a, b) => (b.duration > a.duration ? b : a));
    const processingStart = Math.min(...group.map((entry) => entry.processingStart));
    const processingEnd = Math.max(...group.map((entry) => entry.processingEnd));
    return {
      duration: longest.duration,
      inputDelay: Math.round(processingStart - longest.start),
      processing: Math.round(processingEnd - processingStart),
      presentation: Math.round(longest.start + longest.duration - processingEnd),
      events: [...new Set(group.map((entry) => entry.name))].join('+'),
    };
  });
}

async function waitUntilHydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const taps = (window as unknown as { __taps?: { done?: boolean } }).__taps;
    return (
      !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer')) && (!taps || taps.done === true)
    );
  });
  await page.waitForLoadState('networkidle');
}

async function interactions(browser: Browser, baseUrl: string, lang: Lang): Promise<Interaction[]> {
  const { context, page } = await phoneContext(browser, false);
  const results: Interaction[] = [];
  const record = async (control: string, times: number, act: (round: number) => Promise<void>) => {
    const samples: Interaction['samples'] = [];
    let worst: Interaction['worst'] = null;
    for (let round = 0; round < times; round++) {
      const found = await measure(page, () => act(round));
      const longest = found.reduce<(typeof found)[number] | null>(
        (a, b) => (a === null || b.duration > a.duration ? b : a),
        null,
      );
      samples.push(longest?.duration ?? 0);
      if (longest && longest.duration >= Math.max(...samples))
        worst = {
          inputDelay: longest.inputDelay,
          processing: longest.processing,
          presentation: longest.presentation,
          events: longest.events,
        };
    }
    results.push({ lang, control, samples, worst });
    console.log(`  ${lang} ${control}: ${samples.map((ms) => (ms === 0 ? '<16' : ms)).join(', ')} ms`);
  };
  const banner = page.getByRole('banner');
  const main = page.getByRole('main');
  try {
    await page.goto(`${baseUrl}${LIST(lang)}`);
    await waitUntilHydrated(page);
    await record('add to cart (card)', RUNS_INP, (round) => page.locator(CARD_CART_BUTTON).nth(round).click());
    // on a phone the filters are in a drawer, opened from the list's toolbar
    const filters = main.locator('button[aria-haspopup="dialog"]');
    await record('open the filters', 1, () => filters.click());
    const inStock = page.getByRole('dialog').getByRole('checkbox').first();
    await record('a filter (in stock, in the drawer)', RUNS_INP, async () => {
      await inStock.click();
      await page.waitForLoadState('networkidle');
    });
    // closed by its close button (the first in the drawer): focus may have left it as the list changed
    await page.getByRole('dialog').getByRole('button').first().click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const sort = main.getByRole('combobox').first();
    if (await sort.evaluate((element) => element.tagName === 'SELECT')) {
      // the browser's own select: the arrow keys choose the next order (on Linux and Windows)
      await record('the sort (next order, keyboard)', RUNS_INP, async () => {
        await sort.evaluate((element: HTMLElement) => element.focus());
        await page.keyboard.press('ArrowDown');
        await page.waitForLoadState('networkidle');
      });
    } else {
      // MUI's select: a menu opened by a tap, then an order tapped
      await record('the sort (open the menu)', RUNS_INP, async (round) => {
        await sort.click();
        await page.waitForTimeout(300);
        if (round < RUNS_INP - 1) await page.keyboard.press('Escape');
      });
      await record('the sort (choose an order)', 1, async () => {
        await page.getByRole('option').nth(2).click();
        await page.waitForLoadState('networkidle');
      });
    }
    const menu = banner.getByRole('button', { name: /^(Menu|მენიუ)$/ });
    await record('open the menu (phone drawer)', RUNS_INP, async () => {
      await menu.click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    });
    await record('switch the language', RUNS_INP, async () => {
      await banner.locator('a[hreflang]').click();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.goBack();
      await waitUntilHydrated(page);
    });

    await page.goto(`${baseUrl}${PRODUCT(lang)}`);
    await waitUntilHydrated(page);
    const quantity = main.locator('[role="group"]:has(output) button').last();
    await record('quantity one more (product page)', RUNS_INP, () => quantity.click());
    await record('add to cart (product page)', 1, () => main.locator('button.MuiButton-sizeLarge').click());

    // the cart with the product in it: the quantity field steps with the arrow keys
    await page.goto(`${baseUrl}${CART(lang)}`);
    await waitUntilHydrated(page);
    const field = main.locator('input[type="number"]').first();
    await record('cart quantity (arrow up)', RUNS_INP, async () => {
      await field.evaluate((element: HTMLElement) => element.focus());
      await page.keyboard.press('ArrowUp');
    });
    return results;
  } finally {
    await context.close();
  }
}

const fmtMs = (ms: number | null) => (ms === null ? 'lost' : `${(ms / 1000).toFixed(2)} s`);

async function main() {
  const args = process.argv.slice(2);
  const runs = Number(args.includes('--runs') ? args[args.indexOf('--runs') + 1] : 3);
  deadline(15 * 60_000, 'bench/inp.ts');
  const loadStart = loadNote();
  const dataDir = tempDir('astroshop-bench-inp-');
  const distDir = path.join(dataDir, 'dist');
  console.log('building the storefront for production …');
  await buildStorefront(distDir);
  const server = await startServer({ dataDir, distDir });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  const deadWindow: DeadWindowRun[] = [];
  const nextPage: NextPageRun[] = [];
  const inp: Interaction[] = [];
  try {
    // the server renders each page once, then sends it from memory: one visit first, as a shopper after another
    for (const lang of LANGS) await fetch(`${server.baseUrl}${LIST(lang)}`);
    for (const lang of LANGS) {
      for (const mode of ['one tap', 'tapping until it works'] as const) {
        for (let run = 0; run < runs; run++) {
          const result = await deadWindowRun(browser, server.baseUrl, lang, mode);
          deadWindow.push(result);
          console.log(
            `(a) ${lang} ${mode} #${run + 1}: FCP ${fmtMs(result.fcpMs)}, tap +${result.tapAfterFcpMs} ms, ${result.taps} taps (${result.tapsBeforeLoader} before the loader), effect ${result.effectAfterFcpMs === null ? 'lost' : `+${fmtMs(result.effectAfterFcpMs)}`}, script arrived +${fmtMs(result.scriptAfterFcpMs)}, button hydrated +${fmtMs(result.hydratedAfterFcpMs)}, shop's mark ${result.shopHydratedAfterFcpMs === null ? '–' : `+${fmtMs(result.shopHydratedAfterFcpMs)}`}`,
          );
        }
      }
    }
    for (const lang of LANGS) {
      for (let run = 0; run < runs; run++) {
        const result = await nextPageRun(browser, server.baseUrl, lang);
        nextPage.push(result);
        console.log(
          `(a) ${lang} next page #${run + 1}: FCP ${fmtMs(result.fcpMs)}, tap +${result.tapAfterFcpMs} ms, next page painted ${result.effectAfterFcpMs === null ? 'never (lost)' : `+${fmtMs(result.effectAfterFcpMs)}`}`,
        );
      }
    }
    for (const lang of LANGS) {
      console.log(`(b) ${lang}:`);
      inp.push(...(await interactions(browser, server.baseUrl, lang)));
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const date = new Date().toISOString();
  const commit = commitHash();
  const machine = machineNote();
  const chromiumVersion = browser.version();
  fs.writeFileSync(
    path.join(__dirname, 'inp.json'),
    `${JSON.stringify({ date, commit, machine, chromium: chromiumVersion, deadWindow, nextPage, inp }, null, 2)}\n`,
  );

  const medianOf = (values: Array<number | null>) => {
    const known = values.filter((value): value is number => value !== null);
    return known.length === 0 ? null : median(known);
  };
  const deadRows = LANGS.flatMap((lang) =>
    (['one tap', 'tapping until it works'] as const).map((mode) => {
      const rows = deadWindow.filter((run) => run.lang === lang && run.mode === mode);
      const lost = rows.filter((run) => run.effectAfterFcpMs === null).length;
      const effect = medianOf(rows.map((run) => run.effectAfterFcpMs));
      return `| ${lang} | ${mode} | ${fmtMs(medianOf(rows.map((run) => run.fcpMs)))} | +${medianOf(rows.map((run) => run.tapAfterFcpMs))} ms | ${medianOf(rows.map((run) => run.taps))} | ${lost ? `${lost} of ${rows.length} lost${effect === null ? '' : `; others +${fmtMs(effect)}`}` : `+${fmtMs(effect)}`} | ${rows.map((run) => (run.effectAfterFcpMs === null ? 'lost' : (run.effectAfterFcpMs / 1000).toFixed(2))).join(', ')} | +${fmtMs(medianOf(rows.map((run) => run.scriptAfterFcpMs)))} | +${fmtMs(medianOf(rows.map((run) => run.hydratedAfterFcpMs)))} |`;
    }),
  );
  const nextPageRows = LANGS.map((lang) => {
    const rows = nextPage.filter((run) => run.lang === lang);
    const lost = rows.filter((run) => run.effectAfterFcpMs === null).length;
    const effect = medianOf(rows.map((run) => run.effectAfterFcpMs));
    return `| ${lang} | ${fmtMs(medianOf(rows.map((run) => run.fcpMs)))} | +${medianOf(rows.map((run) => run.tapAfterFcpMs))} ms | ${lost ? `${lost} of ${rows.length} lost` : `+${fmtMs(effect)}`} | ${rows.map((run) => (run.effectAfterFcpMs === null ? 'lost' : (run.effectAfterFcpMs / 1000).toFixed(2))).join(', ')} |`;
  });
  const inpRows = inp.map((row) => {
    const worst = Math.max(...row.samples);
    const parts = row.worst
      ? `${row.worst.inputDelay} / ${row.worst.processing} / ${row.worst.presentation} (${row.worst.events})`
      : '–';
    return `| ${row.lang} | ${row.control} | ${row.samples.map((ms) => (ms === 0 ? '<16' : String(Math.round(ms)))).join(', ')} | **${worst === 0 ? '<16' : Math.round(worst)}**${worst > GOAL_INP_MS ? ' ✗' : ''} | ${parts} |`;
  });
  const md = [
    '# Storefront responsiveness (bench:inp)',
    '',
    `- date: ${date.slice(0, 16).replace('T', ' ')} UTC; commit \`${commit}\``,
    `- machine: ${machine}; load average at start → end: ${loadStart} → ${loadNote()} (the server and Chromium share the machine with other work)`,
    `- Chromium ${chromiumVersion}, headless, Lighthouse's phone screen (412×823, touch), CPU ${CPU_SLOWDOWN}× slower (CDP Emulation.setCPUThrottlingRate)`,
    '- rerun: `npm run bench:inp` (`npx tsx bench/inp.ts [--runs N]`), about 5 minutes; raw figures in `bench/inp.json`',
    '',
    `## (a) The dead window: a tap on a card's "add to cart" as soon as it is painted (goal: effect < ${GOAL_DEAD_WINDOW_MS / 1000} s after FCP)`,
    '',
    `Network as Lighthouse's phone (150 ms RTT, 1.6 Mbps), fresh browser profile each run, ${runs} runs per row, medians. Effect: the header's cart badge shows the product (first frame showing it). "tapping until it works": the shopper taps again every ${TAP_EVERY_MS} ms until something happens.`,
    '',
    '| lang | shopper | FCP | first tap after FCP | taps | effect after FCP | runs (s after FCP) | script arrived after FCP | card button hydrated after FCP |',
    '|---|---|--:|--:|--:|---|---|--:|--:|',
    ...deadRows,
    '',
    'The same shopper taps the list\'s "next page" as soon as it is painted: when is the next page on screen (its first contentful paint, or the shop\'s own list once loaded)?',
    '',
    '| lang | FCP | tap after FCP | next page painted, after the first FCP | runs (s) |',
    '|---|--:|--:|---|---|',
    ...nextPageRows,
    '',
    `## (b) Interaction to Next Paint once hydrated (goal: ≤ ${GOAL_INP_MS} ms)`,
    '',
    `CPU ${CPU_SLOWDOWN}× slower, network unthrottled; each interaction's longest event entry (PerformanceObserver 'event', durationThreshold 16, as web-vitals), "<16": no entry reached the threshold.`,
    '',
    '| lang | control | interactions, ms | worst, ms | worst: input delay / processing / presentation ms (events) |',
    '|---|---|---|--:|---|',
    ...inpRows,
    '',
  ].join('\n');
  fs.writeFileSync(path.join(__dirname, 'inp.md'), md);
  console.log(`\n${md}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
