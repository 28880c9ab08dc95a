import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreloadProvider, PreloadScope } from '../di/preload.tsx';
import { HydrateWhenSeen } from './HydrateWhenSeen.tsx';

/** A part below the first screen: counts its presses, and says once its effects run (it has hydrated). */
function Row({ label = 'Like', onPress, onLive }: { label?: string; onPress: () => void; onLive: () => void }) {
  const [pressed, setPressed] = useState(0);
  useEffect(onLive, [onLive]);
  return <button type="button" onClick={() => (setPressed(pressed + 1), onPress())}>{label} {pressed}</button>;
}

/** The IntersectionObserver the part's gate makes, driven by the test. */
let observed: { target: Element; see: () => void } | undefined;
class FakeIntersectionObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(target: Element) {
    observed = { target, see: () => this.callback([{ isIntersecting: true }]) };
  }
  disconnect() {
    observed = undefined;
  }
}

/** The page as the app hydrates a prerendered one: inside an open preload scope (main.tsx), one per page. */
let scope = new PreloadScope();
const Page = ({ children }: { children: ReactNode }) => (
  <PreloadProvider scope={scope}>
    <main>{children}</main>
  </PreloadProvider>
);

let root: Root | undefined;
/** Serves the page as the prerender would, then hydrates it; `served` is the part's button in the served markup. */
async function servedAndHydrated(part: (label: string) => ReactNode) {
  scope = new PreloadScope();
  vi.stubEnv('SSR', true);
  const html = renderToString(<Page>{part('Like')}</Page>);
  vi.unstubAllEnvs();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const served = container.querySelector('button')!;
  await act(async () => void (root = hydrateRoot(container, <Page>{part('Like')}</Page>)));
  const rerender = (label: string) => act(() => root!.render(<Page>{part(label)}</Page>));
  return { served, container, rerender };
}

describe('HydrateWhenSeen', () => {
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    observed = undefined;
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('keeps the served markup unhydrated until the part comes into view, through its parent rendering again', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const onLive = vi.fn();
    const onPress = vi.fn();
    const { served, container, rerender } = await servedAndHydrated((label) => <HydrateWhenSeen><Row label={label} onPress={onPress} onLive={onLive} /></HydrateWhenSeen>);
    expect(container.querySelector('button')).toBe(served);
    expect(onLive).not.toHaveBeenCalled();
    expect(observed?.target).toBe(served);
    // the page renders again with nothing new for the part: it keeps waiting, its markup in place
    rerender('Like');
    expect(container.querySelector('button')).toBe(served);
    expect(onLive).not.toHaveBeenCalled();
    await act(async () => observed!.see());
    expect(onLive).toHaveBeenCalledTimes(1);
    // the same element, now the app's
    expect(container.querySelector('button')).toBe(served);
    act(() => void fireEvent.click(served));
    expect(served).toHaveTextContent('Like 1');
  });

  it('hydrates at the first interaction, and the press that woke it reaches the part', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const onLive = vi.fn();
    const onPress = vi.fn();
    const { served } = await servedAndHydrated(() => <HydrateWhenSeen><Row onPress={onPress} onLive={onLive} /></HydrateWhenSeen>);
    expect(onLive).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.pointerDown(served);
      fireEvent.click(served);
    });
    expect(onLive).toHaveBeenCalledTimes(1);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(served).toHaveTextContent('Like 1');
    expect(observed).toBeUndefined();
  });

  it('a click alone (a screen reader pressing the button) hydrates the part and reaches it', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const onPress = vi.fn();
    const { served } = await servedAndHydrated(() => <HydrateWhenSeen><Row onPress={onPress} onLive={() => {}} /></HydrateWhenSeen>);
    await act(async () => void fireEvent.click(served));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(served).toHaveTextContent('Like 1');
  });

  it('hydrates at once where the browser cannot tell what is seen', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onLive = vi.fn();
    await servedAndHydrated(() => <HydrateWhenSeen><Row onPress={() => {}} onLive={onLive} /></HydrateWhenSeen>);
    expect(onLive).toHaveBeenCalledTimes(1);
  });

  it('renders its part at once on a page the browser renders itself, or when it mounts after the served markup', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const onLive = vi.fn();
    render(<HydrateWhenSeen><Row onPress={() => {}} onLive={onLive} /></HydrateWhenSeen>);
    expect(screen.getByRole('button', { name: 'Like 0' })).toBeInTheDocument();
    expect(onLive).toHaveBeenCalledTimes(1);
    expect(observed).toBeUndefined();
    // a row that arrives while the page is still in its first hydration: nothing was served for it
    await act(async () => void render(<Page><HydrateWhenSeen><Row label="New" onPress={() => {}} onLive={onLive} /></HydrateWhenSeen></Page>));
    expect(screen.getByRole('button', { name: 'New 0' })).toBeInTheDocument();
    expect(onLive).toHaveBeenCalledTimes(2);
  });

  describe('on the first interaction, with code to load', () => {
    /** A load the test settles: the part's code on its way. */
    function deferredLoad() {
      let done = () => {};
      const promise = new Promise<void>((resolve) => (done = resolve));
      return { load: vi.fn(() => promise), done };
    }

    it('waits for an interaction, not for the part to be seen, and loads its code only then', async () => {
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      const onLive = vi.fn();
      const code = deferredLoad();
      const { served } = await servedAndHydrated(() => <HydrateWhenSeen on="interaction" load={code.load}><Row onPress={() => {}} onLive={onLive} /></HydrateWhenSeen>);
      expect(observed).toBeUndefined();
      expect(code.load).not.toHaveBeenCalled();
      await act(async () => void fireEvent.keyDown(document.body, { key: 'Tab' }));
      expect(code.load).toHaveBeenCalledTimes(1);
      expect(onLive).not.toHaveBeenCalled();
      await act(async () => code.done());
      expect(onLive).toHaveBeenCalledTimes(1);
      expect(served.isConnected).toBe(true);
    });

    it('holds a press made while the code loads and makes it once the part is live, once', async () => {
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      const onPress = vi.fn();
      const code = deferredLoad();
      const { served } = await servedAndHydrated(() => <HydrateWhenSeen on="interaction" load={code.load}><Row onPress={onPress} onLive={() => {}} /></HydrateWhenSeen>);
      await act(async () => {
        fireEvent.pointerDown(served);
        fireEvent.click(served);
      });
      expect(onPress).not.toHaveBeenCalled();
      await act(async () => code.done());
      expect(onPress).toHaveBeenCalledTimes(1);
      expect(served).toHaveTextContent('Like 1');
      // live now: the next press goes straight through
      act(() => void fireEvent.click(served));
      expect(onPress).toHaveBeenCalledTimes(2);
    });
  });
});

