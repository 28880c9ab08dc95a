import { accountInfo, failure, FakeAccountPort, FakeSupportPort, MemoryLocalStorage, RecordingAnalytics, RecordingLogger } from '@casino/adapters/testing';
import { err } from '@casino/domain/shared';
import { describe, expect, it } from 'vitest';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { FeedbackViewModel } from './feedback.vm.ts';

function setup(options: { uid?: number } = {}) {
  const support = new FakeSupportPort();
  const session = new SessionStore(new FakeAccountPort(), new MemoryLocalStorage(), new RecordingAnalytics(), new RecordingLogger(), new FatalErrorStore(''));
  if (options.uid) session.setAccount(accountInfo({ uid: options.uid }));
  let n = 0;
  const vm = new FeedbackViewModel(support, session, () => `key-${++n}`);
  return { support, session, vm };
}

const fill = (vm: FeedbackViewModel, values: Partial<Record<'name' | 'email' | 'subject' | 'message', string>>) => {
  for (const [field, value] of Object.entries(values)) vm.set(field as 'name', value);
};

describe('FeedbackViewModel', () => {
  it('sends a guest message once, trimmed, without the empty optional fields', async () => {
    const { vm, support } = setup();
    fill(vm, { email: ' guest@example.com ', subject: '', message: '  My deposit is missing ' });
    let release = () => undefined as void;
    support.gate = new Promise<void>((resolve) => (release = resolve));
    const first = vm.submit();
    expect(vm.sending).toBe(true);
    expect(await vm.submit()).toBe('busy');
    release();
    expect(await first).toBe('sent');
    expect(support.callsOf('sendFeedback')).toEqual([{ message: 'My deposit is missing', email: 'guest@example.com', name: undefined, subject: undefined, idempotencyKey: 'key-1' }]);
    expect(vm.status).toBe('sent');
  });

  it('asks a guest for the message and an e-mail before calling, and clears an error as it is fixed', async () => {
    const { vm, support } = setup();
    expect(await vm.submit()).toBe('invalid');
    expect(vm.errors.message?.id).toBeDefined();
    expect(vm.errors.email).toBeDefined();
    expect(support.calls).toHaveLength(0);
    vm.set('email', 'not-an-email');
    expect(vm.errors.email?.message).toBe('Enter a valid e-mail address');
    vm.set('email', 'ok@example.com');
    expect(vm.errors.email).toBeUndefined();
    expect(vm.errors.message).toBeDefined();
  });

  it('lets a signed-in player leave the e-mail empty', async () => {
    const { vm, support } = setup({ uid: 7 });
    expect(vm.emailRequired).toBe(false);
    fill(vm, { message: 'Hello' });
    expect(await vm.submit()).toBe('sent');
    expect(support.callsOf('sendFeedback')).toHaveLength(1);
  });

  it('keeps everything typed when the call fails, says the service is unavailable, and can send again', async () => {
    const { vm, support } = setup();
    fill(vm, { name: 'Ann', email: 'ann@example.com', subject: 'Bonus', message: 'Where is my bonus?' });
    support.feedbackResult = err(failure('InternalServerErrorException', 500));
    expect(await vm.submit()).toBe('failed');
    expect(vm.failure).toBe('unavailable');
    expect(vm.draft).toEqual({ name: 'Ann', email: 'ann@example.com', subject: 'Bonus', message: 'Where is my bonus?' });
    expect(vm.status).toBe('idle');
    support.feedbackResult = { ok: true, value: true };
    expect(await vm.submit()).toBe('sent');
    expect(vm.failure).toBeNull();
    // the retry of the same text after a server error kept the key: the server stores it at most once
    expect(support.callsOf('sendFeedback').map((c) => (c as { idempotencyKey: string }).idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('gives a changed text, a message after a refusal, and the next message keys of their own', async () => {
    const { vm, support } = setup({ uid: 7 });
    fill(vm, { message: 'First' });
    support.feedbackResult = err(failure('NetworkError', 0));
    expect(await vm.submit()).toBe('failed');
    fill(vm, { message: 'First, corrected' });
    support.feedbackResult = err(failure('AccessDeniedException', 403));
    expect(await vm.submit()).toBe('failed');
    support.feedbackResult = { ok: true, value: true };
    expect(await vm.submit()).toBe('sent');
    vm.writeAnother();
    fill(vm, { message: 'Second' });
    expect(await vm.submit()).toBe('sent');
    expect(support.callsOf('sendFeedback').map((c) => (c as { idempotencyKey: string }).idempotencyKey)).toEqual(['key-1', 'key-2', 'key-3', 'key-4']);
  });

  it('shows a field the server refused on that field, in our words', async () => {
    const { vm, support } = setup({ uid: 7 });
    fill(vm, { message: 'Hi' });
    support.feedbackResult = err({ ...failure('InvalidParameterException', 400), fieldErrors: { email: [{ code: 'required', message: 'E-mail is required' }] } });
    expect(await vm.submit()).toBe('invalid');
    expect(vm.errors.email?.message).toBe('Please fill in this field');
    expect(vm.failure).toBeNull();
    vm.set('email', 'a@b.co');
    expect(vm.errors.email).toBeUndefined();
  });

  it('starts another message keeping the name and e-mail', async () => {
    const { vm } = setup();
    fill(vm, { name: 'Ann', email: 'ann@example.com', message: 'One' });
    await vm.submit();
    vm.writeAnother();
    expect(vm.draft).toEqual({ name: 'Ann', email: 'ann@example.com', subject: '', message: '' });
    expect(vm.status).toBe('idle');
    expect(vm.errors).toEqual({});
  });
});
