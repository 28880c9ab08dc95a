import { ALREADY_SEEN_CASHBACK_KEY, isCashbackUnseen, LATEST_CASHBACK_QUERY } from '@casino/domain/bonuses';
import { sessionTransition } from '@casino/domain/policies';
import { CashbacksPort, LocalStoragePort, LoggerPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { Dialogs, PLAYER_ONLY } from '../../../shared/services/overlays.ts';
import type { SlotContents } from '../../../shared/slots/slot.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { UnseenCashbackViewSlot } from '../slots.ts';

/**
 * The unseen-cashback popup after a sign-in or a registration: the player's latest cashback (by period end, active or
 * paid out) is shown when the domain rule calls it unseen; closing it stores its id as seen. It waits in the dialog
 * queue, so it never opens over another dialog, and is queued at most once per cashback in a visit however many
 * callers ask (registration asks, and the same registration is also a sign-in).
 */
@injectable()
export class UnseenCashbackService {
  private checking = false;
  private queuedId: number | null = null;

  constructor(
    @inject(CashbacksPort) private readonly port: CashbacksPort,
    @inject(LocalStoragePort) private readonly storage: LocalStoragePort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(UnseenCashbackViewSlot) private readonly loadRenderer: SlotContents<typeof UnseenCashbackViewSlot>,
  ) {}

  /** Watches for sign-ins from now on (the session already loaded at start does not count). */
  start(): () => void {
    return reaction(
      () => this.session.uid,
      (uid, previous) => {
        if (sessionTransition(previous, uid) === 'signed-in') void this.queueIfUnseen();
      },
    );
  }

  async queueIfUnseen(): Promise<void> {
    if (!this.session.authenticated || this.checking) return;
    this.checking = true;
    try {
      const result = await this.port.list(LATEST_CASHBACK_QUERY);
      if (!result.ok) return this.logger.warn('unseen cashback lookup failed', result.error);
      const latest = result.value.items[0];
      if (!latest || latest.id === this.queuedId) return;
      const seen = this.storage.get<string | number>(ALREADY_SEEN_CASHBACK_KEY);
      if (!isCashbackUnseen({ id: latest.id, status: latest.status, receiving_expired_at: latest.receivingExpiredAt }, seen)) return;
      const renderer = await this.loadRenderer().catch((error: unknown) => this.logger.warn('unseen cashback popup failed to load', error));
      if (!renderer) return;
      this.queuedId = latest.id;
      this.dialogs.queue({
        kind: 'popup',
        size: 'small',
        scope: PLAYER_ONLY,
        title: renderer.title(),
        render: ({ close }) => renderer.render(latest, () => close(undefined)),
        onClose: () => this.storage.set(ALREADY_SEEN_CASHBACK_KEY, latest.id),
      });
    } finally {
      this.checking = false;
    }
  }
}
