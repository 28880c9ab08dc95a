import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
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
    const scope = new PreloadScope();
    // the render suspends on the load it started, and is retried once it has settled (an awaited act waits for it)
    await act(async () => void render(<PreloadProvider scope={scope}><Suspense fallback={<p>waiting</p>}><Screen /></Suspense></PreloadProvider>));
    expect(screen.getByText('form 1 loaded 1 in render')).toBeInTheDocument();
    expect(Form.made).toBe(1);
  });

  it('outside one, only makes the value: its screen loads it', () => {
    render(<Screen />);
    expect(screen.getByText('form 1 loaded 0 by its screen')).toBeInTheDocument();
  });
});
