import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AuthDialogRenderer } from '../slots/kernel-slots.ts';
import { AuthDialogService } from './auth-dialog.service.ts';
import { createOverlays } from './overlays.ts';

const setup = () => {
  const { dialogs } = createOverlays();
  const render: AuthDialogRenderer = () => null;
  return { dialogs, service: new AuthDialogService(dialogs, render) };
};

describe('AuthDialogService', () => {
  it('a second request for the open mode gets that dialog, not another over it', async () => {
    const { dialogs, service } = setup();
    const first = service.open('registration', { title: 'Registration' });
    const second = service.open('registration', { title: 'Registration' });
    expect(dialogs.getSnapshot().stack).toHaveLength(1);
    dialogs.close(dialogs.getSnapshot().stack[0]!.id, 'closed', { force: true });
    await expect(first).resolves.toBe('closed');
    await expect(second).resolves.toBe('closed');
  });

  it('another mode opens over it (a social registration completion over the sign-in)', () => {
    const { dialogs, service } = setup();
    void service.open('authorization', { title: 'Sign in' });
    void service.open('socialRegistration', { title: 'Complete', preventClose: true });
    expect(dialogs.getSnapshot().stack).toHaveLength(2);
  });

  it('opens again once the earlier dialog has closed', async () => {
    const { dialogs, service } = setup();
    const first = service.open('authorization', { title: 'Sign in' });
    dialogs.close(dialogs.getSnapshot().stack[0]!.id, undefined, { force: true });
    await first;
    void service.open('authorization', { title: 'Sign in' });
    expect(dialogs.getSnapshot().stack).toHaveLength(1);
  });
});
