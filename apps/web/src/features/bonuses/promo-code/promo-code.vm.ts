import { PROMO_CODE_STORAGE_KEY, resolvePromoCode } from '@casino/domain/bonuses';
import { promoActivationErrorKey } from '@casino/domain/errors';
import type { QueryLike } from '@casino/domain/routing';
import { isBlank } from '@casino/domain/validation';
import { CampaignsPort, LocalStoragePort, type PromoCodeCampaign } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { ActivatedCampaigns } from './activated-campaigns.store.ts';

/**
 * Why a code was refused, shown on the field: a reason the server named (`common.promoCodeErrors.{code}` keys),
 * `INVALID` when it named none, `empty` before anything is typed, `unavailable` when the call itself failed.
 */
export type PromoCodeError = string;
export type PromoOutcome = 'activated' | 'failed' | 'none';

/**
 * The promo-code form (profile bonuses page and deposit page): one field, activated through `campaigns.activateOffer`.
 * Success clears the field, keeps the campaign (for the deposit page) and refreshes the balances; a refusal shows its
 * reason on the field. Sent once: a press while the call runs does nothing.
 */
@injectable()
export class PromoCodeViewModel {
  value = '';
  pending = false;
  /** A `common.promoCodeErrors.*` key, or `empty` / `unavailable`. */
  error: PromoCodeError | null = null;
  activated: PromoCodeCampaign | null = null;

  constructor(
    @inject(CampaignsPort) private readonly port: CampaignsPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LocalStoragePort) private readonly storage: LocalStoragePort,
    @inject(ActivatedCampaigns) private readonly campaigns: ActivatedCampaigns,
  ) {
    makeAutoObservable<this, 'port' | 'session' | 'storage' | 'campaigns'>(this, { port: false, session: false, storage: false, campaigns: false }, { autoBind: true });
  }

  /** A code from the address (`promo_code`, the last of several) or the one saved from a landing page fills the field. */
  prefill(query: QueryLike): void {
    const { code } = resolvePromoCode(query, this.storage.get<string>(PROMO_CODE_STORAGE_KEY));
    if (code && !this.value) this.value = code;
  }

  setValue(value: string): void {
    this.value = value;
    this.error = null;
  }

  async submit(): Promise<PromoOutcome> {
    if (this.pending) return 'none';
    const code = this.value.trim();
    if (isBlank(code)) {
      this.error = 'empty';
      return 'failed';
    }
    this.pending = true;
    this.error = null;
    const result = await this.port.activatePromoCode(code);
    if (result.ok) await this.session.refreshBalance();
    return runInAction(() => {
      this.pending = false;
      if (!result.ok) {
        const refused = result.error.type === 'InvalidParameterException' || result.error.status === 400;
        this.error = refused ? promoActivationErrorKey(result.error.errorData) : 'unavailable';
        return 'failed';
      }
      this.activated = result.value;
      this.campaigns.add(result.value);
      this.storage.remove(PROMO_CODE_STORAGE_KEY); // used: a later registration must not try it again
      this.value = '';
      return 'activated';
    });
  }
}
