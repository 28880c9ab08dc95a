import { failure, FakeCampaignsPort, err } from '@casino/adapters/testing';
import { PROMO_CODE_STORAGE_KEY } from '@casino/domain/bonuses';
import { describe, expect, it } from 'vitest';
import { sessionKit } from '../common/testing.ts';
import { ActivatedCampaigns } from './activated-campaigns.store.ts';
import { PromoCodeViewModel } from './promo-code.vm.ts';

function setup() {
  const kit = sessionKit();
  const port = new FakeCampaignsPort();
  const campaigns = new ActivatedCampaigns();
  const vm = new PromoCodeViewModel(port, kit.session, kit.storage, campaigns);
  return { ...kit, port, campaigns, vm };
}

const refusal = (codes: unknown) => err({ ...failure('InvalidParameterException', 400), errorData: { promo_code: codes } });

describe('PromoCodeViewModel', () => {
  it('activates, clears the field, keeps the campaign, refreshes the balances and forgets the saved code', async () => {
    const { vm, port, campaigns, storage, account } = setup();
    storage.set(PROMO_CODE_STORAGE_KEY, 'WELCOME100');
    vm.prefill({});
    expect(vm.value).toBe('WELCOME100');
    expect(await vm.submit()).toBe('activated');
    expect(port.callsOf('activatePromoCode')).toEqual(['WELCOME100']);
    expect(vm.value).toBe('');
    expect(campaigns.latest?.campaign.sysname).toBe('welcome100');
    expect(account.calls).toContain('getBalance');
    expect(storage.get(PROMO_CODE_STORAGE_KEY)).toBeUndefined();
  });

  it('takes the last promo_code of the address over the saved one', () => {
    const { vm, storage } = setup();
    storage.set(PROMO_CODE_STORAGE_KEY, 'OLD');
    vm.prefill({ promo_code: ['A', 'FREESPINS'] });
    expect(vm.value).toBe('FREESPINS');
  });

  it('shows the reason the server named for each code, INVALID when it named none', async () => {
    const { vm, port } = setup();
    for (const [codes, key] of [
      [['expired'], 'common.promoCodeErrors.expired'],
      [[{ code: 'already_used' }], 'common.promoCodeErrors.already_used'],
      ['not_found', 'common.promoCodeErrors.not_found'],
      [[], 'common.promoCodeErrors.INVALID'],
    ] as const) {
      port.activateResult = refusal(codes);
      vm.setValue('CODE');
      expect(await vm.submit()).toBe('failed');
      expect(vm.error).toBe(key);
      expect(vm.value).toBe('CODE'); // what was typed stays
    }
    vm.setValue('CODE2');
    expect(vm.error).toBeNull();
  });

  it('says the service failed (not that the code is wrong) when the call fails', async () => {
    const { vm, port } = setup();
    port.activateResult = err(failure('InternalServerErrorException', 500));
    vm.setValue('WELCOME100');
    await vm.submit();
    expect(vm.error).toBe('unavailable');
  });

  it('asks for a code before calling, and sends a code once however often it is pressed', async () => {
    const { vm, port } = setup();
    expect(await vm.submit()).toBe('failed');
    expect(vm.error).toBe('empty');
    vm.setValue(' WELCOME100 ');
    let release!: () => void;
    port.gate = new Promise((r) => (release = r));
    const first = vm.submit();
    expect(await vm.submit()).toBe('none');
    release();
    expect(await first).toBe('activated');
    expect(port.callsOf('activatePromoCode')).toEqual(['WELCOME100']);
  });
});
