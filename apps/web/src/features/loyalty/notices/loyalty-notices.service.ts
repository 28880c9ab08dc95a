import { LOYALTY_NOTICES_KEY, NOTICE_TRIGGER_EVENTS, shouldReloadNotices } from '@casino/domain/policies';
import {
  ClockPort, LocalStoragePort, LoggerPort, LoyaltyPort, SoundPort, type LoyaltyNotice,
} from '@casino/domain/ports';
import type { IconName } from '@casino/ui/icon';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Toasts } from '../../../shared/services/overlays.ts';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { readLoyaltySettings } from '../loyalty-settings.ts';

/** Local-storage keys: the player's mute choice and the notifications already shown in this browser. */
export const LOYALTY_SOUND_MUTED_KEY = 'loyalty_sound_muted';
export const LOYALTY_SHOWN_KEY = 'loyalty_notices_shown';
/** How many shown ids are remembered (the oldest are forgotten first). */
const SHOWN_MEMORY = 200;

/** Every toast kind the server sends has its own icon. */
const ICONS: Record<LoyaltyNotice['trigger'], IconName> = {
  quest: 'star', level: 'trophy', product: 'gift', register: 'user', profile: 'user', confirm: 'check', fill_for_deposit: 'wrench',
};

/** A credit is good news; a request to fill in the profile before depositing asks the player to act. */
const kindOf = (notice: LoyaltyNotice) => (notice.type === 'credit' ? 'success' : notice.trigger === 'fill_for_deposit' ? 'warning' : 'info');

/** The part of `document` the service listens on (a test passes its own). */
export interface EventSourceLike {
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void): void;
}
export const NoticeEventSource = Symbol.for('NoticeEventSource');

/**
 * Loyalty notifications as toasts. Nothing loads until the player first interacts with the page (so a sound may
 * play under the browser's autoplay rules); then every change of route path loads them again. Each shows after a
 * short delay, for the configured time, with the configured sound unless the player muted it, and only once.
 */
@injectable()
export class LoyaltyNoticesService {
  /** Notices by kind; loyalty ones under their own key. */
  notices: Record<string, readonly LoyaltyNotice[]> = {};
  muted: boolean;
  private started = false;
  private lastPath: string | null = null;
  /** Bumped by `end()`: a load that was on its way then shows nothing. */
  private generation = 0;
  /** The toasts' timers not yet fired. */
  private readonly pending = new Set<unknown>();
  private readonly shown: Set<number>;

  constructor(
    @inject(LoyaltyPort) private readonly port: LoyaltyPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(Toasts) private readonly toasts: Toasts,
    @inject(SoundPort) private readonly sound: SoundPort,
    @inject(LocalStoragePort) private readonly storage: LocalStoragePort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(NoticeEventSource) private readonly events: EventSourceLike,
  ) {
    this.muted = storage.get<boolean>(LOYALTY_SOUND_MUTED_KEY) === true;
    this.shown = new Set(storage.get<number[]>(LOYALTY_SHOWN_KEY) ?? []);
    makeAutoObservable<this, 'port' | 'session' | 'content' | 'clock' | 'toasts' | 'sound' | 'storage' | 'logger' | 'events' | 'shown' | 'started' | 'lastPath' | 'generation' | 'pending'>(
      this,
      { port: false, session: false, content: false, clock: false, toasts: false, sound: false, storage: false, logger: false, events: false, shown: false, started: false, lastPath: false, generation: false, pending: false },
      { autoBind: true },
    );
  }

  /** Waits for the first interaction (click, double click, touch start, move or end), then loads once. */
  run(): void {
    const first = () => {
      for (const type of NOTICE_TRIGGER_EVENTS) this.events.removeEventListener(type, first);
      this.begin();
    };
    for (const type of NOTICE_TRIGGER_EVENTS) this.events.addEventListener(type, first, { passive: true, once: true });
  }

  /** Starts at once: the first interaction has happened (the app's stand-in waited for it). */
  begin(): void {
    this.started = true;
    void this.load();
  }

  /** Stops what `begin()` started: no more loads on navigation, and the toasts still waiting are not shown. */
  end(): void {
    this.started = false;
    this.generation++;
    for (const timer of this.pending) this.clock.clearTimeout(timer);
    this.pending.clear();
  }

  /** After each navigation: a new route path loads the notices again (a query or hash change does not). */
  afterNavigation(path: string): void {
    const changed = shouldReloadNotices(this.lastPath, path);
    const first = this.lastPath === null;
    this.lastPath = path;
    if (this.started && changed && !first) void this.load();
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    this.storage.set(LOYALTY_SOUND_MUTED_KEY, muted);
  }

  /** Loads the notifications not yet delivered and shows the ones this browser has not shown. */
  async load(): Promise<void> {
    if (!this.session.authenticated) return;
    const generation = this.generation;
    const result = await this.port.notifications();
    if (generation !== this.generation) return;
    if (!result.ok) return this.logger.warn('loyalty notifications failed', result.error);
    const fresh = result.value.filter((n) => !this.shown.has(n.id));
    runInAction(() => (this.notices = { ...this.notices, [LOYALTY_NOTICES_KEY]: fresh }));
    for (const notice of fresh) this.remember(notice.id);
    const settings = readLoyaltySettings(this.content.config.sections);
    const timer = this.clock.setTimeout(() => {
      this.pending.delete(timer);
      for (const notice of fresh) this.show(notice, settings.notifications.durationMs);
      if (fresh.length > 0 && settings.soundUrl && !this.muted) void this.sound.play(settings.soundUrl, settings.notifications.volume);
    }, settings.notifications.delayMs);
    this.pending.add(timer);
  }

  private show(notice: LoyaltyNotice, duration: number): void {
    const description = notice.message === notice.title ? undefined : notice.message;
    this.toasts.show({ kind: kindOf(notice), title: notice.title, description, duration, type: notice.trigger, icon: ICONS[notice.trigger] });
  }

  private remember(id: number): void {
    this.shown.add(id);
    this.storage.set(LOYALTY_SHOWN_KEY, [...this.shown].slice(-SHOWN_MEMORY));
  }
}
