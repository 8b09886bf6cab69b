import { describeInBrowser, shopPage, waitForHydration } from './support/browser';

jest.setTimeout(90_000);

interface Facets {
  in_stock: number;
  specs: { key: string; values: { code: string; value: string; count: number }[] }[];
  ranges: { key: string; min: number; max: number }[];
}

describeInBrowser('finding the right telescope in Chromium', () => {
  const page = shopPage();

  /** the server's own answer, so the assertions follow the seed rather than copy it */
  const listOf = async (path: string): Promise<{ data: { total: number }; facets: Facets }> =>
    (await page.request.get(path, { headers: { 'accept-language': 'en' } })).json();

  it('shows the list a shared address names: filters, sort and page', async () => {
    const address = '/en/products/telescopes?design=newtonian-reflector&in_stock=true&sort=price-desc';
    const answer = await listOf(address.replace('/en/products', '/api/products'));
    await page.goto(address);
    await page.getByText(`found ${answer.data.total} products`).waitFor();
    const design = page.getByRole('group', { name: 'Optical design' });
    const newtonian = answer.facets.specs
      .find((facet) => facet.key === 'design')!
      .values.find((value) => value.code === 'newtonian-reflector')!;
    expect(await design.getByRole('checkbox', { name: `Newtonian reflector (${newtonian.count})` }).isChecked()).toBe(
      true,
    );
    expect(await page.getByRole('checkbox', { name: `In stock (${answer.facets.in_stock})` }).isChecked()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Sort' }).locator('option:checked').textContent()).toBe(
      'Price: high to low',
    );
  });

  it('filters by keyboard, each count following the others', async () => {
    await page.goto('/en/products/telescopes');
    await waitForHydration(page); // Space on a filter is the shop's; before, Enter follows it as a link
    const mount = page.getByRole('group', { name: 'Mount' });
    const dobsonian = mount.getByRole('checkbox', { name: /^Dobsonian base \(\d+\)$/ });
    await dobsonian.focus();
    await page.keyboard.press('Space');
    await page.waitForURL(/\/en\/products\/telescopes\?mount=dobsonian-base$/);
    const answer = await listOf('/api/products/telescopes?mount=dobsonian-base');
    await page.getByText(`found ${answer.data.total} products`).waitFor();
    // the aperture is a range over what the other filters leave
    const aperture = answer.facets.ranges.find((range) => range.key === 'aperture')!;
    expect(await page.getByRole('spinbutton', { name: 'Aperture from' }).getAttribute('placeholder')).toBe(
      String(aperture.min),
    );
    // the price range, typed and applied with Enter
    await page.getByRole('spinbutton', { name: 'Price to' }).fill('2000');
    await page.keyboard.press('Enter');
    await page.waitForURL(/mount=dobsonian-base&price_max=2000$/);
  });

  it('suggests products as the shopper types, and opens one with the arrows and Enter', async () => {
    await page.goto('/en');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.pressSequentially('dobson 8', { delay: 30 });
    const option = page.getByRole('option', { name: /Tetnuldi 8" Dobsonian Telescope/ });
    await option.waitFor();
    expect(await option.locator('img').count()).toBe(1);
    expect(await option.textContent()).toMatch(/₾/);
    // the list of an earlier keyword stays while the last one's loads: wait for the last one's
    await page.waitForFunction(() => document.querySelector('[role="option"]')?.textContent?.includes('Tetnuldi 8"'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/product\/tetnuldi-8-dobsonian$/);
  });

  it('finds telescopes despite a typo, and in Georgian', async () => {
    await page.goto('/en/search?keyword=telscope');
    await page.getByText(/found \d+ products/).waitFor();
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
    await page.goto(`/ka/search?keyword=${encodeURIComponent('ტელესკოპი')}`);
    await page.getByText(/ნაპოვნია \d+ პროდუქტი/).waitFor();
  });

  it('orders search results by best match, or by price when the shopper asks', async () => {
    await page.goto('/en/search?keyword=telescope');
    await waitForHydration(page);
    const sort = page.getByRole('combobox', { name: 'Sort' });
    expect(await sort.locator('option:checked').textContent()).toBe('Best match');
    await sort.selectOption({ label: 'Price: low to high' });
    await page.waitForURL(/\/en\/search\?keyword=telescope&sort=price-asc$/);
    const answer = await (await page.request.get('/api/products?keyword=telescope&sort=price-asc')).json();
    const cheapest = answer.data.data[0].translations[0].name;
    await page.getByRole('main').locator('.MuiCard-root h2').first().filter({ hasText: cheapest }).waitFor();
  });

  it('shows the monthly price and related products on a product page', async () => {
    await page.goto('/en/product/orbita-102-1000-eq3');
    await page.getByRole('heading', { level: 1, name: 'Orbita 102/1000 EQ3-2 Refractor' }).waitFor();
    // 1390 ₾ over 12 months at 0 %, rounded up to the tetri
    await page.getByText('from 115.84 ₾/month').first().waitFor();
    const accessories = page.getByRole('region', { name: 'Accessories that fit' });
    // related products load after the product: wait for them, then count
    await accessories.getByRole('heading', { level: 3 }).first().waitFor();
    const similar = page.getByRole('region', { name: 'Similar products' });
    await similar.getByRole('link', { name: 'Orbita 90/900 EQ2 Refractor' }).waitFor();
  });
});
