import { act, renderHook } from '@testing-library/react';
import { useSettledArg } from './debounce';

describe('settled query arguments', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uses the first argument at once and a change only after the delay', () => {
    const { result, rerender } = renderHook(({ arg }) => useSettledArg(arg, 100), {
      initialProps: { arg: { sort: 'date-desc' } },
    });
    expect(result.current).toEqual({ sort: 'date-desc' });
    rerender({ arg: { sort: 'name-asc' } });
    expect(result.current).toEqual({ sort: 'date-desc' });
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toEqual({ sort: 'name-asc' });
  });

  it('keeps the same argument when a fresh object carries the same values', () => {
    const first = { slug: 'telescopes' };
    const { result, rerender } = renderHook(({ arg }) => useSettledArg(arg, 100), { initialProps: { arg: first } });
    rerender({ arg: { slug: 'telescopes' } });
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe(first);
  });
});
