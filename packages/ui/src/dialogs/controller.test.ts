import { describe, expect, it, vi } from 'vitest';
import { urlAlphabet as ID_ALPHABET } from 'nanoid';
import { createDialogController } from './controller';

const body = () => 'body';

describe('DialogController', () => {
  it('opens with defaults: popup, medium, primary, a 21-char random id', () => {
    const dialogs = createDialogController<string>();
    const a = dialogs.open({ render: body });
    const b = dialogs.open({ render: body });
    const [entry] = dialogs.getSnapshot().stack;
    expect(entry).toMatchObject({ kind: 'popup', size: 'medium', color: 'primary', preventClose: false });
    expect(a.id).toHaveLength(21);
    expect([...a.id].every((c) => ID_ALPHABET.includes(c))).toBe(true);
    expect(a.id).not.toBe(b.id);
  });

  it('stacks dialogs, top last, and closes from any position', async () => {
    const dialogs = createDialogController<string>();
    const first = dialogs.open({ render: body, title: 'first' });
    const second = dialogs.open({ kind: 'curtain', render: body, title: 'second' });
    expect(dialogs.getSnapshot().stack.map((d) => d.title)).toEqual(['first', 'second']);
    expect(dialogs.isOpen).toBe(true);
    second.close('done');
    await expect(second.result).resolves.toBe('done');
    expect(dialogs.getSnapshot().stack.map((d) => d.id)).toEqual([first.id]);
    dialogs.dismiss(first.id);
    await expect(first.result).resolves.toBeUndefined();
    expect(dialogs.isOpen).toBe(false);
  });

  it('queues: the next popup opens only after the previous closes', () => {
    const dialogs = createDialogController<string>();
    const a = dialogs.queue({ render: body, title: 'a' });
    const b = dialogs.queue({ render: body, title: 'b' });
    const c = dialogs.queue({ render: body, title: 'c' });
    const titles = () => dialogs.getSnapshot().stack.map((d) => d.title);
    expect(titles()).toEqual(['a']);
    expect(dialogs.getSnapshot().queued.map((d) => d.title)).toEqual(['b', 'c']);
    a.close();
    expect(titles()).toEqual(['b']);
    c.close(); // a queued dialog can be withdrawn before it opens
    b.close();
    expect(titles()).toEqual([]);
    expect(dialogs.getSnapshot().queued).toEqual([]);
  });

  it('marks the dialogs that came through the queue (the host mounts them at a lower priority)', () => {
    const dialogs = createDialogController<string>();
    dialogs.queue({ render: body, title: 'campaign' });
    dialogs.open({ render: body, title: 'sign-in' });
    expect(dialogs.getSnapshot().stack.map((d) => [d.title, d.queued ?? false])).toEqual([['campaign', true], ['sign-in', false]]);
  });

  it('waits for a directly opened dialog before opening the queue', () => {
    const dialogs = createDialogController<string>();
    const direct = dialogs.open({ render: body, title: 'direct' });
    dialogs.queue({ render: body, title: 'later' });
    expect(dialogs.getSnapshot().stack.map((d) => d.title)).toEqual(['direct']);
    direct.close();
    expect(dialogs.getSnapshot().stack.map((d) => d.title)).toEqual(['later']);
  });

  it('prevent-close refuses dismiss, close and closeAll until forced', async () => {
    const dialogs = createDialogController<string>();
    const onClose = vi.fn();
    const handle = dialogs.open({ render: body, preventClose: true, onClose });
    expect(dialogs.dismiss(handle.id)).toBe(false);
    expect(handle.close('x')).toBe(false);
    expect(dialogs.closeTop()).toBe(false);
    dialogs.closeAll();
    expect(dialogs.isOpen).toBe(true);
    expect(handle.close('ok', { force: true })).toBe(true);
    await expect(handle.result).resolves.toBe('ok');
    expect(onClose).toHaveBeenCalledWith('ok');
    expect(dialogs.isOpen).toBe(false);
  });

  it('confirm resolves true on agree and false on reject or dismissal', async () => {
    const dialogs = createDialogController<string>();
    const agreed = dialogs.confirm({ title: 'Burn bonuses?' });
    const top = () => dialogs.getSnapshot().stack.at(-1)!;
    expect(top()).toMatchObject({ kind: 'confirm', size: 'medium' }); // the default size of every dialog
    dialogs.close(top().id, true);
    await expect(agreed).resolves.toBe(true);
    const rejected = dialogs.confirm({ title: 'Remove bonus?' });
    dialogs.close(top().id, false);
    await expect(rejected).resolves.toBe(false);
    const dismissed = dialogs.confirm({ title: 'Again?' });
    dialogs.dismiss(top().id);
    await expect(dismissed).resolves.toBe(false);
  });

  it('notifies subscribers with new immutable snapshots', () => {
    const dialogs = createDialogController<string>();
    const listener = vi.fn();
    const unsubscribe = dialogs.subscribe(listener);
    const before = dialogs.getSnapshot();
    const handle = dialogs.open({ render: body });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(dialogs.getSnapshot()).not.toBe(before);
    expect(before.stack).toHaveLength(0);
    unsubscribe();
    handle.close();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('closeAll with force empties stack and queue', () => {
    const dialogs = createDialogController<string>();
    dialogs.open({ render: body, preventClose: true });
    dialogs.queue({ render: body });
    dialogs.closeAll({ force: true });
    expect(dialogs.getSnapshot()).toEqual({ stack: [], queued: [] });
  });

  it('closes the dialogs of a scope, open or queued, and leaves the others', async () => {
    const dialogs = createDialogController<string>();
    const other = dialogs.open({ render: body, title: 'menu' });
    const mine = dialogs.open({ render: body, title: 'check', scope: 'player' });
    const held = dialogs.open({ render: body, title: 'held', scope: 'player', preventClose: true });
    const asked = dialogs.confirm({ title: 'sure?', scope: 'player' });
    const waiting = dialogs.queue({ render: body, title: 'later', scope: 'player' });
    dialogs.closeScope('player');
    // a dialog that refuses to close stays unless forced
    expect(dialogs.getSnapshot().stack.map((d) => d.title)).toEqual(['menu', 'held']);
    expect(dialogs.getSnapshot().queued).toEqual([]);
    await expect(mine.result).resolves.toBeUndefined();
    await expect(asked).resolves.toBe(false);
    await expect(waiting.result).resolves.toBeUndefined();
    dialogs.closeScope('player', { force: true });
    await expect(held.result).resolves.toBeUndefined();
    expect(dialogs.getSnapshot().stack.map((d) => d.id)).toEqual([other.id]);
  });
});
