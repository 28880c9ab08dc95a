import { act, render, screen, waitFor } from '@testing-library/react';
import { Container, ContainerModule, inject, injectable } from 'inversify';
import type { ComponentType } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ContainerProvider, useViewModel } from '../di/react.tsx';
import { fillSlot } from './fill-slot.ts';
import { defineSlot, type ChunkSlotContents } from './slot.ts';
import { SlotView, useSlotFilled, useSlotPreload } from './use-slot.tsx';

const Word = Symbol.for('test.slots.Word');
type BadgeChunk = ChunkSlotContents<{ Badge: ComponentType<{ label: string }> }>;

@injectable()
class BadgeViewModel {
  constructor(@inject(Word) readonly word: string) {}
}

/** A provider's part: resolves a view-model from a module its chunk binds. */
function Badge({ label }: { label: string }) {
  return <p>{`${label}: ${useViewModel(BadgeViewModel).word}`}</p>;
}
const badgeChunk: BadgeChunk = () =>
  Promise.resolve({ modules: [() => new ContainerModule(({ bind }) => void bind(Word).toConstantValue('bound'))], Badge });

function Page({ slot, onFailed }: { slot: ReturnType<typeof defineSlot<BadgeChunk>>; onFailed?: () => void }) {
  const filled = useSlotFilled(slot);
  return (
    <main>
      <h1>{filled ? 'filled' : 'empty'}</h1>
      <SlotView slot={slot} render={({ Badge: Part }) => <Part label="badge" />} onFailed={onFailed} />
    </main>
  );
}

const mount = (container: Container, slot: ReturnType<typeof defineSlot<BadgeChunk>>, onFailed?: () => void) =>
  render(<ContainerProvider container={container}><Page slot={slot} onFailed={onFailed} /></ContainerProvider>);
/** Mounts and lets a suspended part come back (React retries it in the `act` it suspended in). */
const mountAndLoad = async (container: Container, slot: ReturnType<typeof defineSlot<BadgeChunk>>, onFailed?: () => void) => {
  let mounted!: ReturnType<typeof mount>;
  await act(async () => void (mounted = mount(container, slot, onFailed)));
  return mounted;
};

describe('SlotView', () => {
  it('renders nothing for an unfilled slot, at once (no Suspense round)', () => {
    const slot = defineSlot<BadgeChunk>('test.badge');
    const { container } = mount(new Container(), slot);
    expect(screen.getByRole('heading').textContent).toBe('empty');
    expect(container.querySelector('main')!.children).toHaveLength(1);
  });

  it("renders the filling chunk's part once its modules are bound", async () => {
    const slot = defineSlot<BadgeChunk>('test.badge');
    const app = new Container();
    app.loadSync(new ContainerModule(({ bind }) => fillSlot(bind, slot, badgeChunk)));
    await mountAndLoad(app, slot);
    expect(screen.getByRole('heading').textContent).toBe('filled');
    expect(await screen.findByText('badge: bound')).toBeTruthy();
  });

  it('shows nothing, keeps the page and says so when the filling chunk fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => {
      warn.mockRestore();
      error.mockRestore();
    });
    const slot = defineSlot<BadgeChunk>('test.failing');
    const app = new Container();
    app.loadSync(new ContainerModule(({ bind }) => fillSlot(bind, slot, () => Promise.reject(new Error('offline')))));
    const failed = vi.fn();
    const { container } = await mountAndLoad(app, slot, failed);
    await waitFor(() => expect(failed).toHaveBeenCalledOnce());
    expect(screen.getByRole('heading').textContent).toBe('filled');
    expect(container.querySelector('main')!.children).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('[casino] test.failing could not load', expect.any(Error));
  });
});

describe('useSlotPreload', () => {
  function Later({ slot, show }: { slot: ReturnType<typeof defineSlot<BadgeChunk>>; show: boolean }) {
    useSlotPreload(slot);
    return show ? <SlotView slot={slot} render={({ Badge: Part }) => <Part label="later" />} /> : <p>waiting</p>;
  }
  const mountLater = (app: Container, slot: ReturnType<typeof defineSlot<BadgeChunk>>, show: boolean) => <ContainerProvider container={app}><Later slot={slot} show={show} /></ContainerProvider>;

  it('starts the chunk before its SlotView renders, and the SlotView uses that one load', async () => {
    const slot = defineSlot<BadgeChunk>('test.badge');
    const importer = vi.fn(badgeChunk);
    const app = new Container();
    app.loadSync(new ContainerModule(({ bind }) => fillSlot(bind, slot, importer)));
    let mounted!: ReturnType<typeof render>;
    await act(async () => void (mounted = render(mountLater(app, slot, false))));
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => void mounted.rerender(mountLater(app, slot, true)));
    expect(await screen.findByText('later: bound')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('does nothing for an unfilled slot, and a failed load is left to the SlotView', async () => {
    const empty = defineSlot<BadgeChunk>('test.empty');
    await act(async () => void render(mountLater(new Container(), empty, false)));
    expect(screen.getAllByText('waiting')).toHaveLength(1);
    const failing = defineSlot<BadgeChunk>('test.failing');
    const app = new Container();
    app.loadSync(new ContainerModule(({ bind }) => fillSlot(bind, failing, () => Promise.reject(new Error('offline')))));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    onTestFinished(() => warn.mockRestore());
    await act(async () => void render(mountLater(app, failing, false)));
    expect(screen.getAllByText('waiting')).toHaveLength(2);
  });
});
