import { createId } from '@casino/domain/shared';
import { TabChannelPort } from '@casino/domain/ports';
import { injectable } from 'inversify';
import { webStorage } from './web-storage.ts';

/** The BroadcastChannel name and the local-storage key of the fallback. */
export const TAB_CHANNEL_NAME = 'casino-tabs';
export const TAB_CHANNEL_STORAGE_KEY = 'casino_tab_message';
/** The Web Lock the leading tab holds for as long as it is open. */
const TAB_LEADER_LOCK = 'casino-tabs-leader';

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
  /** The Web Locks manager that elects the leading tab (`navigator.locks`); without it every tab leads. */
  readonly locks?: Pick<LockManager, 'request'>;
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
  private leading = false;
  private leaderRequested = false;
  private readonly env: TabChannelEnvironment;

  constructor(env?: TabChannelEnvironment) {
    this.env = env ?? { BroadcastChannel: globalThis.BroadcastChannel, storage: webStorage('localStorage') ?? undefined, target: globalThis.window, locks: globalThis.navigator?.locks };
    this.tabId = this.env.tabId ?? createId(Math.random);
  }

  post(data: unknown): void {
    const envelope: Envelope = { from: this.tabId, data, n: ++this.sent };
    try {
      const channel = this.open();
      // eslint-disable-next-line no-restricted-syntax -- a BroadcastChannel reaches only this origin's tabs; it takes no origin
      if (channel) return channel.postMessage(envelope);
      this.env.storage?.setItem(TAB_CHANNEL_STORAGE_KEY, JSON.stringify(envelope));
      this.env.storage?.removeItem(TAB_CHANNEL_STORAGE_KEY);
    } catch {
      /* a closed channel, private mode or a quota: the other tabs miss this one message */
    }
  }

  /**
   * The first tab to ask holds the leader lock until it closes; the browser then hands it to the next one waiting.
   * Asked for when the tab starts listening, so the oldest open tab leads.
   */
  leads(): boolean {
    this.claimLeadership();
    return this.leading || !this.env.locks;
  }

  private claimLeadership(): void {
    if (this.leaderRequested || !this.env.locks) return;
    this.leaderRequested = true;
    const held = new Promise<void>(() => undefined); // released only when the tab goes
    this.env.locks
      .request(TAB_LEADER_LOCK, () => {
        this.leading = true;
        return held;
      })
      .catch(() => (this.leading = true)); // a lock manager that refuses (sandboxed frame): act alone
  }

  subscribe(listener: (data: unknown, from: string) => void): () => void {
    this.claimLeadership();
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
