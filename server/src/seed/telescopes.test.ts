import { BRANDS } from '../domain/telescope';
import { referenceTelescopes } from './content/telescopes';

// The reference list as written: one entry a model, figures a telescope can have, names in both scripts.

describe('the reference list of telescopes', () => {
  it('names each model once, by a slug of its brand and model', () => {
    const slugs = referenceTelescopes.map((telescope) => telescope.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const telescope of referenceTelescopes) expect(telescope.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(referenceTelescopes.find((telescope) => telescope.model === 'Skyliner 200P')?.slug).toBe(
      'sky-watcher-skyliner-200p',
    );
  });

  it('holds every brand sold in Georgia it names, at least 150 models in all', () => {
    expect(referenceTelescopes.length).toBeGreaterThanOrEqual(150);
    expect(new Set(referenceTelescopes.map((telescope) => telescope.brand))).toEqual(new Set(Object.keys(BRANDS)));
  });

  it('has figures a telescope can have: f/2 to f/16, a dovetail only on a tube sold alone', () => {
    for (const telescope of referenceTelescopes) {
      const ratio = telescope.focal_length_mm / telescope.aperture_mm;
      expect([telescope.slug, ratio >= 2 && ratio <= 16]).toEqual([telescope.slug, true]);
      if (telescope.weight_kg !== null) expect(telescope.weight_kg).toBeGreaterThan(0);
      if (telescope.mount !== 'ota') expect([telescope.slug, telescope.dovetail]).toEqual([telescope.slug, null]);
    }
  });

  it('writes each model in Georgian script too (a code such as 8SE stays as it is)', () => {
    for (const telescope of referenceTelescopes) {
      // codes and sizes may stay Latin; the line's name is in Georgian wherever the Latin has a word
      const latinWords = telescope.model.match(/\b[A-Za-z]{4,}\b/g) ?? [];
      const codes = ['BASE', 'Travel', 'MAK', 'EXOS', 'Observer', 'SynScan', 'GPS', 'XLT', 'EdgeHD'];
      if (latinWords.some((word) => !codes.includes(word))) expect(telescope.model_ka).toMatch(/[\u10D0-\u10FF]/);
    }
  });
});
