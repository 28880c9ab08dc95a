import { accountInfo, cashback, FakeCashbacksPort, ok } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { createOverlays } from '../../../shared/services/overlays.ts';
import { UnseenCashbackService } from '../cashback/unseen-cashback.service.ts';
import { sessionKit } from '../common/testing.ts';
import { UnseenCashbackStartup } from './unseen-cashback.startup.ts';

describe('UnseenCashbackStartup', () => {
  it('watches sign-ins once started; stopped, a sign-in looks nothing up, and a second stop is harmless', async () => {
    const kit = sessionKit();
    kit.session.setAccount(accountInfo({ uid: 0 }));
    const port = new FakeCashbacksPort();
    port.page = ok({ items: [cashback({ id: 5, status: 'active' })], count: 1 });
    const service = new UnseenCashbackService(port, kit.storage, kit.session, createOverlays().dialogs, kit.logger, async () => ({ title: () => 'Cashback', render: () => null }));
    const startup = new UnseenCashbackStartup(service);
    startup.start();
    kit.session.setAccount(accountInfo({ uid: 7 }));
    expect(port.callsOf('list')).toHaveLength(1);
    startup.stop();
    startup.stop();
    kit.session.setAccount(accountInfo({ uid: 0 }));
    kit.session.setAccount(accountInfo({ uid: 8 }));
    await Promise.resolve();
    expect(port.callsOf('list')).toHaveLength(1);
  });
});
