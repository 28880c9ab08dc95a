import { FakeContentPort, RecordingLogger } from '@casino/adapters/testing';
import { ok } from '@casino/domain/shared';
import { defaultContentConfig } from '@casino/domain/ports';
import { describe, expect, it } from 'vitest';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { AUTH_MODE_TITLES, AuthDialogViewModel } from './auth-dialog.vm.ts';

async function setup(sections: Record<string, unknown>) {
  const port = new FakeContentPort();
  port.configs.en = ok({ ...defaultContentConfig('en'), sections });
  const content = new ContentStore(port, new RecordingLogger());
  await content.load('en');
  return new AuthDialogViewModel(content);
}

const banner = { isExist: true, label: 'Welcome bonus', value: '100%', addition: '<p>+200</p>', banner_type: 'compact' };

describe('AuthDialogViewModel', () => {
  it('switches modes inside the dialog; the title and the breadcrumb follow the mode', async () => {
    const vm = await setup({});
    expect(vm.mode).toBe('authorization');
    expect(vm.title).toBe(AUTH_MODE_TITLES.authorization);
    expect(vm.showsBreadcrumb).toBe(false);
    vm.navigate('restore');
    expect(vm.title).toBe(AUTH_MODE_TITLES.restore);
    expect(vm.showsBreadcrumb).toBe(true);
    vm.navigate('twofa');
    expect(vm.showsBreadcrumb).toBe(true);
    expect(vm.showsCharacter).toBe(false);
    vm.navigate('registration');
    expect(vm.showsBreadcrumb).toBe(false);
    expect(vm.showsCharacter).toBe(true);
  });

  it('shows the configured banner (compact variant) in every mode', async () => {
    const vm = await setup({ banners: { auth: banner } });
    expect(vm.banner).toMatchObject({ label: 'Welcome bonus', compact: true });
    expect(vm.showsBanner).toBe(true);
    vm.navigate('twofa');
    expect(vm.showsBanner).toBe(true);
  });

  it('without a banner, shows the side only in registration with character select', async () => {
    const vm = await setup({ forms: { registration: { showCharacterSelect: true } } });
    expect(vm.banner).toBeUndefined();
    expect(vm.showsBanner).toBe(false);
    vm.navigate('registration');
    expect(vm.showsBanner).toBe(true);
  });
});
