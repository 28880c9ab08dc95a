import { honourSignals } from '@casino/adapters/testing';
import { err, ok, type Result } from '@casino/domain/shared';
import { act, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Activity, StrictMode, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Loads } from '../view-model/loads.ts';
import { usePreloadedViewModel } from './preload.tsx';
import { ContainerProvider } from './react.tsx';
import { withViewModel } from './with-view-model.tsx';

type Answer = Result<string, { readonly type: string }>;

/** A port that answers what the test queues and records every call with the signal it came with. */
class FakeWordsPort {
  answers: Answer[] = [ok('hello')];
  readonly signals: AbortSignal[] = [];
  async word(signal: AbortSignal): Promise<Answer> {
    this.signals.push(signal);
    await Promise.resolve();
    return this.answers.length > 1 ? this.answers.shift()! : this.answers[0]!;
  }
}

/** A view-model as the rule asks: a signal per load, a stale answer dropped, disposal that stops and forgets. */
class WordViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  word = '';
  private readonly loads = new Loads();
  constructor(private readonly port: FakeWordsPort) {
    makeAutoObservable<this, 'port' | 'loads'>(this, { port: false, loads: false }, { autoBind: true });
  }
  async load(): Promise<void> {
    this.status = 'loading';
    const signal = this.loads.begin();
    const answer = await this.port.word(signal);
    runInAction(() => {
      if (signal.aborted) return;
      this.status = answer.ok ? 'ready' : 'failed';
      if (answer.ok) this.word = answer.value;
    });
  }
  dispose(): void {
    this.loads.dispose();
  }
}

/** The pattern that broke twenty screens under `npm start`: one controller for the view-model's life. */
class AbortOnceViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  word = '';
  // eslint-disable-next-line no-restricted-syntax -- the pattern this test proves broken
  private readonly abort = new AbortController();
  constructor(private readonly port: FakeWordsPort) {
    makeAutoObservable<this, 'port' | 'abort'>(this, { port: false, abort: false }, { autoBind: true });
  }
  async load(): Promise<void> {
    const answer = await this.port.word(this.abort.signal);
    runInAction(() => (this.status = answer.ok ? 'ready' : 'failed'));
  }
  dispose(): void {
    this.abort.abort();
  }
}

const WordView = observer(function WordView({ vm }: { vm: WordViewModel }) {
  if (vm.status === 'failed') return <button type="button" onClick={() => void vm.load()}>Try again</button>;
  return <p>{vm.status === 'ready' ? vm.word : 'loading'}</p>;
});

function PreloadedScreen() {
  return <WordView vm={usePreloadedViewModel(WordViewModel, 'word', (vm) => vm.load())} />;
}

/** A screen that resolves its view-model with `useViewModel` and loads it in an effect of its own. */
const EffectScreen = withViewModel(WordViewModel, WordView);

function mount(Screen: () => ReactNode, port: FakeWordsPort, Model: new (port: FakeWordsPort) => Pick<WordViewModel, 'status' | 'word' | 'load' | 'dispose'> = WordViewModel) {
  const container = new Container();
  // the port as the real adapters behave: a call whose signal is aborted answers AbortError
  container.bind(WordViewModel).toDynamicValue(() => new Model(honourSignals(port)) as WordViewModel);
  const tree = (mode: 'visible' | 'hidden') => (
    <StrictMode><ContainerProvider container={container}><Activity mode={mode}><Screen /></Activity></ContainerProvider></StrictMode>
  );
  const view = render(tree('visible'));
  return { ...view, show: (mode: 'visible' | 'hidden') => view.rerender(tree(mode)) };
}

describe.each([
  ['usePreloadedViewModel', PreloadedScreen],
  ['withViewModel (useViewModel and a load effect)', EffectScreen],
])('%s under <StrictMode>', (_, Screen) => {
  it('loads after the double mount: the first load is aborted, the second one lands', async () => {
    const port = new FakeWordsPort();
    mount(Screen, port);
    expect(await screen.findByText('hello')).toBeInTheDocument();
    expect(port.signals).toHaveLength(2);
    expect(port.signals[0]!.aborted).toBe(true);
    expect(port.signals[1]!.aborted).toBe(false);
  });

  it('sends a request on a retry after a failure, and shows what it answered', async () => {
    const port = new FakeWordsPort();
    port.answers = [err({ type: 'ServerError' }), err({ type: 'ServerError' }), ok('again')];
    mount(Screen, port);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    const before = port.signals.length;
    await act(async () => retry.click());
    expect(await screen.findByText('again')).toBeInTheDocument();
    expect(port.signals.length).toBe(before + 1);
    expect(port.signals.at(-1)!.aborted).toBe(false);
  });

  it('comes back when <Activity> hides the screen (its effects torn down, the view-model disposed) and shows it again', async () => {
    const port = new FakeWordsPort();
    const { show } = mount(Screen, port);
    expect(await screen.findByText('hello')).toBeInTheDocument();
    port.answers = [ok('back')];
    await act(async () => show('hidden'));
    await act(async () => show('visible'));
    expect(await screen.findByText('back')).toBeVisible();
    expect(port.signals.at(-1)!.aborted).toBe(false);
  });

  it('catches the old pattern: a view-model with one controller for its life never loads here', async () => {
    const port = new FakeWordsPort();
    mount(Screen, port, AbortOnceViewModel);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
