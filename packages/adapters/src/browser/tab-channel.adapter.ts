import { createId, TabChannelPort } from '@casino/domain';
import { injectable } from 'inversify';

/** The BroadcastChannel name and the local-storage key of the fallback. */
export const TAB_CHANNEL_NAME = 'casino-tabs';
export const TAB_CHANNEL_STORAGE_KEY = 'casino_tab_message';

interface Envelope {
  readonly from: string;
  readonly data: unknown;
  /** Makes each storage write unique, so the same message twice still fires `storage`. */
  readonly n: number;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && typeof (value as Envelope).from === 'string' && 'data' in value;

export interface TabChannelEnvironment {
  readonly BroadcastChannel?: typeof globalThis.BroadcastChannel;
  readonly storage?: Pick<Storage, 'setItem' | 'removeItem'>;
  readonly target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  readonly tabId?: string;
}

/**
 * TabChannelPort over BroadcastChannel; where it is missing (old Safari, some webviews) over the `storage` event of
 * local storage, which other tabs of the origin receive. The channel opens on first use. Never throws.
 */
@injectable()
export class BrowserTabChannel implements TabChannelPort {
  readonly tabId: string;
  private channel: BroadcastChannel | undefined;
  private sent = 0;
  private readonly env: TabChannelEnvironment;

  constructor(env?: TabChannelEnvironment) {
    this.env = env ?? { BroadcastChannel: globalThis.BroadcastChannel, storage: globalThis.localStorage, target: globalThis.window };
    this.tabId = this.env.tabId ?? createId(Math.random);
  }

  post(data: unknown): void {
    const envelope: Envelope = { from: this.tabId, data, n: ++this.sent };
    try {
      const channel = this.open();
      if (channel) return channel.postMessage(envelope);
      this.env.storage?.setItem(TAB_CHANNEL_STORAGE_KEY, JSON.stringify(envelope));
      this.env.storage?.removeItem(TAB_CHANNEL_STORAGE_KEY);
    } catch {
      /* a closed channel, private mode or a quota: the other tabs miss this one message */
    }
  }

  subscribe(listener: (data: unknown, from: string) => void): () => void {
    const deliver = (value: unknown) => {
      if (isEnvelope(value)) listener(value.data, value.from);
    };
    const channel = this.open();
    if (channel) {
      const onMessage = (event: MessageEvent) => deliver(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TAB_CHANNEL_STORAGE_KEY || !event.newValue) return;
      try {
        deliver(JSON.parse(event.newValue));
      } catch {
        /* not ours */
      }
    };
    this.env.target?.addEventListener('storage', onStorage as EventListener);
    return () => this.env.target?.removeEventListener('storage', onStorage as EventListener);
  }

  /** Closes the BroadcastChannel (tests; the page closes it when it unloads). */
  close(): void {
    this.channel?.close();
    this.channel = undefined;
  }

  private open(): BroadcastChannel | undefined {
    if (!this.channel && this.env.BroadcastChannel) {
      try {
        this.channel = new this.env.BroadcastChannel(TAB_CHANNEL_NAME);
      } catch {
        return undefined;
      }
    }
    return this.channel;
  }
}
