import { describeInBrowser, shopPage } from './support/browser';
import { openAndRecord } from './support/hydration';

jest.setTimeout(300_000);

interface Range {
  key: string;
  min: number;
  max: number;
}

// Every kind of list address the filters write (a range by one end or both, with a checkbox's filter, in
// another order than the default), server-rendered, then hydrated: the HTML the server rendered for the
// address must be the one the browser makes of it, or React throws it away (#418) and draws the page again.
describeInBrowser('a filtered list, hydrated', () => {
  const page = shopPage();
  const lists: string[] = [];

  beforeAll(async () => {
    const { facets } = await (await page.request.get('/api/products/telescopes')).json();
    const ranges = (facets.ranges as Range[]).filter(({ key }) => key === 'price' || key === 'aperture');
    expect(ranges.map(({ key }) => key).sort()).toEqual(['aperture', 'price']);
    const spec = facets.specs.find((facet: { key: string }) => facet.key === 'design');
    const extras = ['', 'in_stock=true', `design=${spec.values[0].code}`, 'sort=price-asc'];
    for (const { key, min, max } of ranges) {
      const ends = [`${key}_min=${min}`, `${key}_max=${max}`, `${key}_min=${min}&${key}_max=${max}`];
      for (const end of ends) for (const extra of extras) lists.push([end, extra].filter(Boolean).join('&'));
    }
  });

  it.each(['en', 'ka'])('/%s/products/telescopes hydrates every filtered address without a complaint', async (lang) => {
    const complaints: Record<string, string[]> = {};
    for (const query of lists) {
      const { status, messages } = await openAndRecord(page, `/${lang}/products/telescopes?${query}`);
      expect(status).toBe(200);
      if (messages.length > 0) complaints[query] = messages;
    }
    expect(complaints).toEqual({});
  });
});
