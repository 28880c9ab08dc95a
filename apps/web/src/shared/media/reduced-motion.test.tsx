import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrefersReducedMotion } from './reduced-motion.ts';

function Probe({ onServer }: { onServer: boolean }) {
  return <output>{usePrefersReducedMotion(onServer) ? 'still' : 'moving'}</output>;
}

const prefer = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', addEventListener: () => {}, removeEventListener: () => {} }));

describe('usePrefersReducedMotion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders on the server what it is told the server assumes', () => {
    expect(renderToString(<Probe onServer={false} />)).toContain('moving');
    expect(renderToString(<Probe onServer />)).toContain('still');
  });

  it("answers with the player's own preference in the browser", () => {
    prefer(true);
    render(<Probe onServer={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('still');
  });

  it('says motion is fine where the browser cannot tell', () => {
    prefer(false);
    render(<Probe onServer />);
    expect(screen.getByRole('status')).toHaveTextContent('moving');
  });
});
