import { formatDate, formatDateTime } from './date';

describe('the date formatter', () => {
  it('writes the long date of each language', () => {
    const date = new Date('2026-11-21T10:00:00Z');
    expect(formatDate(date, 'ka')).toBe('21 ნოემბერი, 2026');
    expect(formatDate(date, 'en')).toBe('21 November 2026');
  });

  it('names the day in Tbilisi, whatever the runtime’s time zone', () => {
    // 22:30 UTC is already the next day in Tbilisi (UTC+4)
    expect(formatDate(new Date('2026-12-31T22:30:00Z'), 'en')).toBe('1 January 2027');
    expect(formatDate(new Date('2026-12-31T22:30:00Z'), 'ka')).toBe('1 იანვარი, 2027');
  });

  it('writes what Intl writes where it has the language’s data (Node has full ICU)', () => {
    const date = new Date('2026-03-05T08:00:00Z');
    const tbilisi = { dateStyle: 'long', timeZone: 'Asia/Tbilisi' } as const;
    expect(formatDate(date, 'ka')).toBe(new Intl.DateTimeFormat('ka-GE', tbilisi).format(date));
    expect(formatDate(date, 'en')).toBe(new Intl.DateTimeFormat('en-GB', tbilisi).format(date));
  });
});

describe('the date and time formatter', () => {
  it('writes a Georgian day as dd.mm.yyyy and a 24-hour time, an English one as en-GB, in Tbilisi', () => {
    // 18:05 UTC is 22:05 in Tbilisi; 22:30 UTC on 31 December already the next year there
    expect(formatDateTime(new Date('2026-03-05T18:05:00Z'), 'ka')).toBe('05.03.2026, 22:05');
    expect(formatDateTime(new Date('2026-03-05T18:05:00Z'), 'en')).toBe('05/03/2026, 22:05');
    expect(formatDateTime(new Date('2026-12-31T22:30:00Z'), 'ka')).toBe('01.01.2027, 02:30');
    expect(formatDateTime(new Date('2026-12-31T22:30:00Z'), 'en', false)).toBe('01/01/2027');
  });

  it('writes what Intl writes where it has the language’s data (Node has full ICU)', () => {
    const date = new Date('2026-11-28T09:41:00Z');
    const tbilisi = { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23', timeZone: 'Asia/Tbilisi' } as const;
    expect(formatDateTime(date, 'en')).toBe(new Intl.DateTimeFormat('en-GB', tbilisi).format(date));
    expect(formatDateTime(date, 'ka', false)).toBe(
      new Intl.DateTimeFormat('ka-GE', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'Asia/Tbilisi',
      }).format(date),
    );
  });
});
