/**
 * Messages between the open tabs of this site (BroadcastChannel, else the local-storage `storage` event), so that
 * tabs share one session. Data must be JSON-serialisable.
 */
export interface TabChannelPort {
  /** This tab's id; every message carries its sender's id as `from`. */
  readonly tabId: string;
  /** Sends to the other tabs. Never throws (a missing transport drops the message). */
  post(data: unknown): void;
  /** Messages from other tabs. A transport may echo this tab's own: compare `from` with `tabId`. Returns unsubscribe. */
  subscribe(listener: (data: unknown, from: string) => void): () => void;
  /**
   * Whether this tab leads the others: work that must happen once for all tabs (the idle sign-out) is done by the
   * leading tab only. Exactly one open tab leads where the browser can tell; where it cannot, every tab leads.
   */
  leads(): boolean;
}
export const TabChannelPort = Symbol.for('TabChannelPort');
