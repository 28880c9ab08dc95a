import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PreloadProvider, PreloadScope, usePreloadedValue } from './preload.tsx';

/** A form made its own way (the deposit's: the held one or a new one), counting what was made and loaded. */
class Form {
  static made = 0;
  readonly id = ++Form.made;
  loads = 0;
  async load(): Promise<void> {
    this.loads += 1;
    await new Promise((done) => setTimeout(done, 5));
  }
}

function Screen() {
  const [form, preloaded] = usePreloadedValue('form', () => new Form(), (value) => value.load());
  return <p>{`form ${form.id} loaded ${form.loads} ${preloaded ? 'in render' : 'by its screen'}`}</p>;
}

afterEach(() => void (Form.made = 0));

describe('usePreloadedValue', () => {
  it('in a scope, loads the value it made in render once, and the render after the wait uses that same value', async () => {
    // as the server renders a player's page (src/prerender/render-page.tsx): render, wait for the loads it started,
    // render again
    const scope = new PreloadScope();
    const page = () => renderToString(<PreloadProvider scope={scope}><Suspense fallback={<p>waiting</p>}><Screen /></Suspense></PreloadProvider>);
    expect(page()).toContain('waiting');
    expect(await scope.settled()).toBe(1);
    expect(page()).toContain('form 1 loaded 1 in render');
    expect(Form.made).toBe(1);
  });

  it('outside one, only makes the value: its screen loads it', () => {
    render(<Screen />);
    expect(screen.getByText('form 1 loaded 0 by its screen')).toBeInTheDocument();
  });
});
