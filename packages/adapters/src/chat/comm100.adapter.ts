import type { ChatEvent, ChatPort, ChatUserData } from '@casino/domain/ports';

/** Comm100 is configured outside the app (its own snippet): the chat port does nothing. */
export class Comm100Chat implements ChatPort {
  readonly provider = 'comm100' as const;
  async load(): Promise<void> {}
  identify(_user: ChatUserData): void {}
  reset(): void {}
  setLauncherVisible(_visible: boolean): void {}
  onMessage(_listener: (event: ChatEvent) => void): void {}
}
