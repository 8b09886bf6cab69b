import { georgianSpellings } from './transliteration';

// Georgian words typed in Latin letters, read back as the Georgian spellings they may stand for.

describe('georgianSpellings', () => {
  it('reads a word typed without apostrophes in every spelling its letters allow, the likeliest first', () => {
    expect(georgianSpellings('okulari')).toEqual(['ოკულარი', 'ოქულარი']);
    expect(georgianSpellings('teleskopi')[0]).toBe('ტელესკოპი');
    expect(georgianSpellings('teleskopi')).toContain('თელესქოფი');
  });

  it('reads two-letter sounds as one letter', () => {
    expect(georgianSpellings('sharji')).toEqual(['შარჯი']);
    expect(georgianSpellings('khedi')).toEqual(['ხედი']);
    expect(georgianSpellings('ghame')).toEqual(['ღამე']);
  });

  it('offers at most 16 spellings of a long word full of doubtful letters', () => {
    const spellings = georgianSpellings('ktpktpktp');
    expect(spellings).toHaveLength(16);
    expect(spellings[0]).toBe('კტპკტპკტპ');
    expect(new Set(spellings).size).toBe(16);
  });

  it('leaves short words, numbers and Georgian script alone', () => {
    expect(georgianSpellings('mak')).toEqual([]);
    expect(georgianSpellings('8se')).toEqual([]);
    expect(georgianSpellings('ოკულარი')).toEqual([]);
  });
});
