import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { replayable, replayEarlyTaps } from './earlyTaps';

/** What the page's inline loader leaves for a tap on `element`: the tap kept, the element marked pending. */
function tappedEarly(...elements: HTMLElement[]) {
  for (const element of elements) {
    element.setAttribute('data-replay-pending', '');
    window.__taps!.push([element, element.getAttribute('data-replay')!]);
  }
}

/** A quantity stepper whose update each tap builds on, and a toggle whose action flips with its state. */
function Controls({ onToggle }: { onToggle: (action: string) => void }) {
  const [count, setCount] = useState(1);
  const [inCart, setInCart] = useState(false);
  return (
    <>
      <output>{count}</output>
      <button type="button" onClick={() => setCount(count + 1)} {...replayable('up')}>
        One more
      </button>
      <button
        type="button"
        onClick={() => {
          onToggle(inCart ? 'remove' : 'add');
          setInCart(!inCart);
        }}
        {...replayable(inCart ? 'remove' : 'add')}
      >
        Cart
      </button>
    </>
  );
}

const replay = () => act(() => replayEarlyTaps(Promise.resolve()));

describe('taps made before the page became the shop', () => {
  beforeEach(() => {
    window.__taps = [];
  });
  afterEach(() => {
    jest.useRealTimers();
    delete window.__taps;
  });

  it('are made again in order, each once and on what the one before left, and the controls stop looking pending', async () => {
    const toggles: string[] = [];
    render(<Controls onToggle={(action) => toggles.push(action)} />);
    const more = screen.getByRole('button', { name: 'One more' });
    tappedEarly(more, more, screen.getByRole('button', { name: 'Cart' }), more);
    await replay();
    expect(screen.getByRole('status')).toHaveTextContent('4');
    expect(toggles).toEqual(['add']);
    expect(document.querySelector('[data-replay-pending]')).toBeNull();
    expect(window.__taps).toHaveLength(0);
    expect(window.__taps!.done).toBe(true);
  });

  it('are not made again on a control that no longer does what was tapped: "add" tapped twice adds once', async () => {
    const toggles: string[] = [];
    render(<Controls onToggle={(action) => toggles.push(action)} />);
    const cart = screen.getByRole('button', { name: 'Cart' });
    tappedEarly(cart, cart);
    await replay();
    expect(toggles).toEqual(['add']);
  });

  it('go to the control that now has the tapped key when the tapped element was replaced', async () => {
    const toggles: string[] = [];
    const { unmount } = render(<Controls onToggle={(action) => toggles.push(action)} />);
    const stale = screen.getByRole('button', { name: 'One more' });
    unmount();
    render(<Controls onToggle={(action) => toggles.push(action)} />);
    tappedEarly(stale);
    await replay();
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  it('include the taps made while they are being made again', async () => {
    render(<Controls onToggle={() => undefined} />);
    const more = screen.getByRole('button', { name: 'One more' });
    tappedEarly(more);
    const replaying = replayEarlyTaps(Promise.resolve());
    tappedEarly(more);
    await act(() => replaying);
    expect(screen.getByRole('status')).toHaveTextContent('3');
    expect(window.__taps!.done).toBe(true);
  });

  it('wait for the page to be hydrated, and are made once on the hydrated controls', async () => {
    // React (in development only) reports the loader's pending mark as an attribute the server did not render
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const toggles: string[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Controls onToggle={(action) => toggles.push(action)} />);
    tappedEarly(screen.getByRole('button', { name: 'Cart' }), screen.getByRole('button', { name: 'One more' }));
    // the browser's clock made to run, not waited for: the replay looks for hydration on it
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const replaying = replayEarlyTaps(Promise.resolve());
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(toggles).toEqual([]);
    expect(window.__taps!.done).toBeUndefined();
    act(() => {
      hydrateRoot(container, <Controls onToggle={(action) => toggles.push(action)} />);
    });
    await act(() => jest.runAllTimersAsync());
    await act(() => replaying);
    expect(toggles).toEqual(['add']);
    expect(screen.getByRole('status')).toHaveTextContent('2');
    container.remove();
    jest.restoreAllMocks();
  });

  it('are none on a page without the loader (the static build)', async () => {
    delete window.__taps;
    await expect(replayEarlyTaps(Promise.resolve())).resolves.toBeUndefined();
  });
});
