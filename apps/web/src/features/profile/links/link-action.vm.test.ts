import { FakeProfilePort, err, failure, fieldFailure, ok, playerProfile, profileContact } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { ContactsListViewModel } from '../contacts/contacts-list.vm.ts';
import { NotificationsViewModel } from '../notifications/notifications.vm.ts';
import { profileKit } from '../testing.ts';
import { LinkActionViewModel } from './link-action.vm.ts';

describe('LinkActionViewModel', () => {
  it('unsubscribes the link’s owner once, however often the page asks', async () => {
    const profile = new FakeProfilePort();
    const vm = new LinkActionViewModel(profile);
    const [a, b] = await Promise.all([vm.unsubscribe('7.abc'), vm.unsubscribe('7.abc')]);
    expect([a, b]).toEqual(['done', 'pending']);
    expect(profile.callsOf('unsubscribe')).toEqual([['7.abc']]);
  });

  it('a refused hash is an invalid link; no answer can be tried again', async () => {
    const profile = new FakeProfilePort();
    profile.results.unsubscribe = err(fieldFailure({ hash: 'The unsubscribe link is invalid' }));
    expect(await new LinkActionViewModel(profile).unsubscribe('bad')).toBe('invalid');
    profile.results.unsubscribe = err(failure('NetworkError', 0));
    const vm = new LinkActionViewModel(profile);
    expect(await vm.unsubscribe('7.abc')).toBe('unavailable');
    delete profile.results.unsubscribe;
    expect(await vm.unsubscribe('7.abc')).toBe('done');
  });

  it('a busy server (429) is told apart from a bad link, and the same link can be tried again', async () => {
    const profile = new FakeProfilePort();
    profile.results.confirmContact = err(failure('TooManyRequestsException', 429));
    const vm = new LinkActionViewModel(profile);
    expect(await vm.confirm('email', '123456')).toBe('busy');
    delete profile.results.confirmContact;
    expect(await vm.confirm('email', '123456')).toBe('done');
    expect(profile.callsOf('confirmContact')).toHaveLength(2);
  });

  it('confirms the e-mail with the link’s code; a guest is asked to sign in; a link without a code is invalid', async () => {
    const profile = new FakeProfilePort();
    expect(await new LinkActionViewModel(profile).confirm('email', '123456')).toBe('done');
    expect(profile.callsOf('confirmContact')).toEqual([['email', '123456']]);
    expect(await new LinkActionViewModel(profile).confirm(null, 'x')).toBe('invalid');
    profile.results.confirmContact = err(failure('AuthorizationException', 401));
    expect(await new LinkActionViewModel(profile).confirm('email', '123456')).toBe('signedOut');
  });
});

describe('NotificationsViewModel', () => {
  it('saves each switch and reflects it; a refused one stays as it was', async () => {
    const { fakes } = await profileKit();
    fakes.profile.profile = ok(playerProfile({}, [profileContact('email', 'a@b.co', { isSubscribed: true })]));
    const vm = new NotificationsViewModel(fakes.profile, new ContactsListViewModel(fakes.profile, fakes.logger));
    await vm.list.load();
    expect(await vm.setSubscribed('email', false)).toBe(true);
    expect(vm.list.contacts[0]?.isSubscribed).toBe(false);
    fakes.profile.results.changeSubscription = err(failure());
    expect(await vm.setSubscribed('email', true)).toBe(false);
    expect(vm.list.contacts[0]?.isSubscribed).toBe(false);
    expect(vm.notice).toBe('unavailable');
    // a 429 asks the player to wait, not to check what they chose
    fakes.profile.results.changeSubscription = err(failure('TooManyRequestsException', 429));
    expect(await vm.setSubscribed('email', true)).toBe(false);
    expect(vm.notice).toBe('busy');
    expect(fakes.profile.callsOf('changeSubscription')).toEqual([[false, 'email'], [true, 'email'], [true, 'email']]);
  });
});
