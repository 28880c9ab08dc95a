import { err, failure, fieldFailure, FakeResponsibleGamingPort, ok } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { ExclusionViewModel } from './exclusion.vm.ts';

const DAY_MS = 86_400_000;

function setup(kind: 'timeout' | 'exclusion' = 'timeout') {
  const port = new FakeResponsibleGamingPort();
  return { port, vm: new ExclusionViewModel(port).start(kind) };
}

describe('ExclusionViewModel', () => {
  it('offers time-outs from 24 hours to 6 weeks and self-exclusion up to permanent', () => {
    expect(setup('timeout').vm.periods).toEqual(['24h', '48h', '1w', '2w', '4w', '6w']);
    const { vm } = setup('exclusion');
    expect(vm.periods.at(-1)).toBe('permanent');
    vm.setPeriod('6w'); // not a self-exclusion period: ignored
    expect(vm.period).toBe('1d');
    vm.setPeriod('permanent');
    expect(vm.endsAt(0)).toBeNull();
  });

  it('asks for the password, then excludes and forgets it', async () => {
    const { vm, port } = setup();
    expect(await vm.submit()).toEqual({ kind: 'none' });
    expect(vm.problem).toBe('passwordRequired');
    vm.setPassword('secret12');
    vm.setPeriod('1w');
    expect(vm.endsAt(0)).toBe(7 * DAY_MS);
    port.exclusion = ok({ kind: 'timeout', period: '1w', until: 7 * DAY_MS });
    expect(await vm.submit()).toEqual({ kind: 'excluded', exclusion: { kind: 'timeout', period: '1w', until: 7 * DAY_MS } });
    expect(port.callsOf('selfExclude')).toEqual([[{ kind: 'timeout', period: '1w', password: 'secret12' }]]);
    expect(vm.password).toBe('');
  });

  it('needs the player to confirm they understand a self-exclusion cannot be ended early', async () => {
    const { vm, port } = setup('exclusion');
    vm.setPassword('secret12');
    expect(await vm.submit()).toEqual({ kind: 'none' });
    expect(vm.problem).toBe('confirmRequired');
    vm.setUnderstood(true);
    await vm.submit();
    expect(port.callsOf('selfExclude')).toHaveLength(1);
  });

  it('names a wrong password and an unreachable server, sending once at a time', async () => {
    const { vm, port } = setup();
    vm.setPassword('nope');
    port.exclusion = err(fieldFailure({ password: 'The password is wrong' }, 'wrong'));
    let open!: () => void;
    port.gate = new Promise((resolve) => (open = resolve));
    const first = vm.submit();
    expect(await vm.submit()).toEqual({ kind: 'none' });
    open();
    await first;
    expect(vm.problem).toBe('wrongPassword');
    port.gate = null;
    port.exclusion = err(failure('Network', 0));
    vm.setPassword('secret12');
    await vm.submit();
    expect(vm.problem).toBe('unavailable');
    expect(port.callsOf('selfExclude')).toHaveLength(2);
  });

  it('takes a retry refused as a guest\'s call, after a try that got no answer, as the break that try started', async () => {
    const { vm, port } = setup('exclusion');
    vm.setUnderstood(true);
    const signedOut = err(failure('AuthorizationException', 401));
    vm.setPassword('secret12');
    port.exclusion = signedOut; // no earlier try: a plain refusal
    expect(await vm.submit()).toEqual({ kind: 'none' });
    expect(vm.problem).toBe('failed');
    port.exclusion = err(failure('Network', 0));
    vm.setPassword('secret12');
    expect(await vm.submit()).toEqual({ kind: 'none' });
    expect(vm.problem).toBe('unavailable');
    port.exclusion = signedOut;
    vm.setPassword('secret12');
    expect(await vm.submit()).toEqual({ kind: 'excludedEarlier' });
    vm.setPassword('secret12'); // that answer settled the earlier try: the next refusal is a plain one again
    expect(await vm.submit()).toEqual({ kind: 'none' });
    expect(port.callsOf('selfExclude')).toHaveLength(4);
  });
});
