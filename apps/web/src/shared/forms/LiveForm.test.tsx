import { act, render } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreloadProvider, PreloadScope } from '../di/preload.tsx';
import { LiveForm } from './LiveForm.tsx';

const Form = () => (
  <LiveForm aria-label="Deposit">
    <input name="amount" defaultValue="" />
  </LiveForm>
);

let root: Root | undefined;

describe('LiveForm', () => {
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    vi.unstubAllEnvs();
  });

  it('is served inert, and takes input once the browser has hydrated it', async () => {
    vi.stubEnv('SSR', true);
    const html = renderToString(<PreloadProvider scope={new PreloadScope()}><Form /></PreloadProvider>);
    vi.unstubAllEnvs();
    expect(html).toContain('inert=""');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => void (root = hydrateRoot(container, <PreloadProvider scope={new PreloadScope()}><Form /></PreloadProvider>)));
    expect(container.querySelector('form')).not.toHaveAttribute('inert');
  });

  it('is live from the first render on a page the browser renders itself', () => {
    const { container } = render(<Form />);
    expect(container.querySelector('form')).not.toHaveAttribute('inert');
  });
});
