import { cashback, err, failure, FakeCashbacksPort, ok, accountInfo } from '@casino/adapters/testing';
import { ALREADY_SEEN_CASHBACK_KEY } from '@casino/domain/bonuses';
import { describe, expect, it } from 'vitest';
import { createOverlays } from '../../../shared/services/overlays.ts';
import { sessionKit } from '../common/testing.ts';
import type { UnseenCashbackRenderer } from '../slots.ts';
import { UnseenCashbackService } from './unseen-cashback.service.ts';

const renderer: UnseenCashbackRenderer = { title: () => 'You have cashback', render: () => null };

function setup() {
  const kit = sessionKit();
  kit.session.setAccount(accountInfo({ uid: 0 })); // a guest until the test signs in
  const port = new FakeCashbacksPort();
  const { dialogs } = createOverlays();
  const service = new UnseenCashbackService(port, kit.storage, kit.session, dialogs, kit.logger, async () => renderer);
  const signIn = () => kit.session.setAccount(accountInfo({ uid: 7 }));
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const titles = () => [...dialogs.getSnapshot().stack, ...dialogs.getSnapshot().queued].map((d) => d.title);
  return { ...kit, port, dialogs, service, signIn, settle, titles };
}

describe('UnseenCashbackService', () => {
  it('after a sign-in queues the latest unseen cashback once; closing it stores it as seen, and the next sign-in shows nothing', async () => {
    const { service, port, dialogs, storage, session, signIn, settle, titles } = setup();
    port.page = ok({ items: [cashback({ id: 5, status: 'active' })], count: 1 });
    const stop = service.start();
    signIn();
    await service.queueIfUnseen(); // registration asks too: still one popup
    await settle();
    expect(titles()).toEqual(['You have cashback']);
    expect(port.callsOf('list')[0]).toEqual({ count: 1, sort: 'end_date', order: 'desc', statuses: ['paid_out', 'active'] });
    dialogs.closeTop();
    expect(storage.get(ALREADY_SEEN_CASHBACK_KEY)).toBe(5);
    session.setAccount(accountInfo({ uid: 0 }));
    signIn();
    await settle();
    expect(titles()).toEqual([]);
    stop();
  });

  it('waits behind an open dialog, and shows nothing for a seen or missing cashback or a failed lookup', async () => {
    const { service, port, dialogs, storage, signIn, logger, titles } = setup();
    signIn();
    dialogs.open({ title: 'Sign in', render: () => null });
    port.page = ok({ items: [cashback({ id: 6, status: 'active' })], count: 1 });
    await service.queueIfUnseen();
    expect(dialogs.getSnapshot().queued.map((d) => d.title)).toEqual(['You have cashback']);
    dialogs.closeAll({ force: true });
    storage.set(ALREADY_SEEN_CASHBACK_KEY, 7);
    port.page = ok({ items: [cashback({ id: 7, status: 'active' })], count: 1 });
    await service.queueIfUnseen();
    port.page = ok({ items: [], count: 0 });
    await service.queueIfUnseen();
    port.page = err(failure());
    await service.queueIfUnseen();
    expect(titles()).toEqual([]);
    expect(logger.entries.map((e) => e.message)).toEqual(['unseen cashback lookup failed']);
  });

  it('asks nothing for a guest', async () => {
    const { service, port } = setup();
    await service.queueIfUnseen();
    expect(port.callsOf('list')).toEqual([]);
  });
});
