import { render, screen } from '@testing-library/react';
import { Container, inject, injectable } from 'inversify';
import { describe, expect, it } from 'vitest';
import { ContainerProvider, useViewModel } from './react.tsx';

const Greeting = Symbol.for('test.Greeting');

@injectable()
class GreetingViewModel {
  static made = 0;
  constructor(@inject(Greeting) readonly text: string) {
    GreetingViewModel.made += 1;
  }
}

function GreetingView({ label }: { label: string }) {
  return <p>{`${label}: ${useViewModel(GreetingViewModel).text}`}</p>;
}

describe('useViewModel', () => {
  it('builds a view-model nobody bound from its class, with its dependencies, one per component', () => {
    const container = new Container({ defaultScope: 'Transient' });
    container.bind(Greeting).toConstantValue('hello');
    GreetingViewModel.made = 0;
    render(
      <ContainerProvider container={container}>
        <GreetingView label="one" />
        <GreetingView label="two" />
      </ContainerProvider>,
    );
    expect(screen.getByText('one: hello')).toBeTruthy();
    expect(screen.getByText('two: hello')).toBeTruthy();
    expect(GreetingViewModel.made).toBe(2);
  });

  it('still fails clearly when what the view-model needs is not bound', () => {
    const container = new Container({ defaultScope: 'Transient' });
    expect(() => render(<ContainerProvider container={container}><GreetingView label="one" /></ContainerProvider>)).toThrow(/Greeting/);
  });
});
