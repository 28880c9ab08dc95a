import { act, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { afterFirstPaint } from './after-first-paint.tsx';
import { ContainerProvider } from './react.tsx';

let arrive!: () => void;
const arrived = new Promise<void>((resolve) => (arrive = resolve));
const Late = afterFirstPaint(async () => {
  await arrived;
  return { modules: [], Greeting: ({ name }: { name: string }) => <p>{`Hello, ${name}`}</p> };
}, ({ Greeting }) => <Greeting name="player" />);

describe('afterFirstPaint', () => {
  it('renders nothing until its chunk has loaded, then what it makes of the chunk', async () => {
    let mounted!: ReturnType<typeof render>;
    // React retries a suspended part in the `act` it suspended in
    await act(async () => {
      mounted = render(<ContainerProvider container={new Container()}><Late /></ContainerProvider>);
      await Promise.resolve();
      expect(mounted.container).toBeEmptyDOMElement();
      arrive();
    });
    expect(await screen.findByText('Hello, player')).toBeInTheDocument();
  });
});
