import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreloadProvider, PreloadScope, useAfterHydration } from './preload.tsx';

/** What a page must not serve (a game's frame): it says whether it is shown yet, and every render it went through. */
function Frame({ seen }: { seen: boolean[] }) {
  const after = useAfterHydration();
  seen.push(after);
  return <p>{after ? 'frame' : 'art'}</p>;
}

let root: Root | undefined;

describe('useAfterHydration', () => {
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    vi.unstubAllEnvs();
  });

  it('is false in the served page and while the browser hydrates it, then true once hydrated', async () => {
    vi.stubEnv('SSR', true);
    const served: boolean[] = [];
    const html = renderToString(<PreloadProvider scope={new PreloadScope()}><Frame seen={served} /></PreloadProvider>);
    vi.unstubAllEnvs();
    expect(served).toEqual([false]);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const seen: boolean[] = [];
    await act(async () => void (root = hydrateRoot(container, <PreloadProvider scope={new PreloadScope()}><Frame seen={seen} /></PreloadProvider>)));
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container).toHaveTextContent('frame');
  });

  it('is true from the first render on a page the browser renders itself', () => {
    const seen: boolean[] = [];
    render(<Frame seen={seen} />);
    expect(seen).toEqual([true]);
    expect(screen.getByText('frame')).toBeInTheDocument();
  });
});
