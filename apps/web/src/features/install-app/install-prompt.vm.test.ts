import { describe, expect, it, vi } from 'vitest';
import { INSTALL_PROMPT_DISMISSED_KEY, InstallPromptViewModel } from './install-prompt.vm.ts';

function installable() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  return event;
}

function setup(dismissedBefore = false) {
  const target = new EventTarget();
  const store = new Map<string, unknown>(dismissedBefore ? [[INSTALL_PROMPT_DISMISSED_KEY, true]] : []);
  const storage = { get: <T,>(k: string) => store.get(k) as T | undefined, set: (k: string, v: unknown) => void store.set(k, v) };
  return { vm: new InstallPromptViewModel(target, storage), target, store };
}

describe('InstallPromptViewModel', () => {
  it('shows nothing until the browser says the app can be installed', () => {
    const { vm, target } = setup();
    expect(vm.visible).toBe(false);
    const event = installable();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(vm.visible).toBe(true);
  });

  it('install opens the browser dialog once and hides the offer', async () => {
    const { vm, target } = setup();
    const event = installable();
    target.dispatchEvent(event);
    await vm.install();
    await vm.install();
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(vm.visible).toBe(false);
  });

  it('"not now" hides the offer and remembers it; the browser keeps its own entry', () => {
    const first = setup();
    first.target.dispatchEvent(installable());
    first.vm.dismiss();
    expect(first.vm.visible).toBe(false);
    expect(first.store.get(INSTALL_PROMPT_DISMISSED_KEY)).toBe(true);

    const later = setup(true);
    const event = installable();
    later.target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(later.vm.visible).toBe(false);
  });

  it('an install from the browser menu hides the offer; dispose stops listening', () => {
    const { vm, target } = setup();
    target.dispatchEvent(installable());
    target.dispatchEvent(new Event('appinstalled'));
    expect(vm.visible).toBe(false);
    vm.dispose();
    target.dispatchEvent(installable());
    expect(vm.visible).toBe(false);
  });
});
