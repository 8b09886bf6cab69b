import { readSearch } from './searchIntent';

// What a keyword means beyond its words, in either language.

describe('reading a search', () => {
  it.each(['2"', '2 inch', '2-inch', '2 in', '2in', '2 inches', '50.8 mm', '2 ინჩი', '2 ინჩიანი', '2”'])(
    'reads %s as the 2" eyepiece size',
    (written) => {
      const intent = readSearch(`eyepiece ${written}`);
      expect(intent.lengths).toHaveLength(1);
      expect(intent.lengths[0].barrel).toBe(2);
      expect(intent.lengths[0].mm).toBeCloseTo(50.8, 1);
      expect(intent.text).toBe('eyepiece');
    },
  );

  it('reads 8 inch as a length of about 203 mm, and 1.25" as the small eyepiece size', () => {
    expect(readSearch('8 inch').lengths).toEqual([{ mm: 203.2, barrel: null }]);
    expect(readSearch('200 mm').lengths).toEqual([{ mm: 200, barrel: null }]);
    expect(readSearch('1.25" barlow').lengths).toEqual([{ mm: 31.75, barrel: 1.25 }]);
    // a bare number is a word: "dobson 8" stays a full-text search
    expect(readSearch('dobson 8')).toMatchObject({ lengths: [], text: 'dobson 8' });
  });

  it('reads who a product is for in both languages, leaving the other words to the full-text search', () => {
    expect(readSearch('telescope for a child')).toMatchObject({ audience: ['kids'], text: 'telescope' });
    expect(readSearch('ტელესკოპი ბავშვისთვის')).toMatchObject({ audience: ['kids'], text: 'ტელესკოპი' });
    expect(readSearch('kids telescope').audience).toEqual(['kids']);
    expect(readSearch('დამწყები ასტრონომის ტელესკოპი')).toMatchObject({ audience: ['beginner'] });
    expect(readSearch('beginner')).toMatchObject({ audience: ['beginner'], text: '' });
  });

  it('reads a kind of product for a telescope: "mount for 8 inch sct", "sct mount"', () => {
    expect(readSearch('mount for 8 inch sct')).toMatchObject({
      kind: 'mount',
      designs: ['sct'],
      forTelescope: true,
      text: '',
      lengths: [{ mm: 203.2, barrel: null }],
    });
    expect(readSearch('sct mount')).toMatchObject({ kind: 'mount', designs: ['sct'], forTelescope: true });
    expect(readSearch('სადგამი შმიდტ-კასეგრენისთვის')).toMatchObject({ kind: 'mount', forTelescope: true, text: '' });
    expect(readSearch('goto mount for a maksutov')).toMatchObject({ designs: ['maksutov'], text: 'goto' });
    // a kind alone is a plain search for it
    expect(readSearch('eyepiece')).toMatchObject({ kind: 'eyepiece', forTelescope: false, text: 'eyepiece' });
  });
});
