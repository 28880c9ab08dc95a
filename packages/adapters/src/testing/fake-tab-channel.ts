import type { TabChannelPort } from '@casino/domain/ports';

/** Connects fake tabs: what one posts, every other one receives at once. */
export class FakeTabHub {
  readonly tabs = new Set<FakeTabChannel>();
}

/** A TabChannelPort for tests: records what it posts, delivers to the other tabs of its hub, `receive` simulates a tab. */
export class FakeTabChannel implements TabChannelPort {
  readonly sent: unknown[] = [];
  /** Whether this fake tab leads (tests of a follower set it to false). */
  leading = true;
  private listeners = new Set<(data: unknown, from: string) => void>();

  constructor(readonly tabId = 'this-tab', private readonly hub?: FakeTabHub) {
    hub?.tabs.add(this);
  }

  post(data: unknown): void {
    const copy = structuredClone(data);
    this.sent.push(copy);
    for (const tab of this.hub?.tabs ?? []) if (tab !== this) tab.receive(copy, this.tabId);
  }

  subscribe(listener: (data: unknown, from: string) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Delivers a message as if tab `from` had posted it (pass this tab's id to simulate an echo). */
  receive(data: unknown, from: string): void {
    this.listeners.forEach((listener) => listener(data, from));
  }

  leads(): boolean {
    return this.leading;
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}
