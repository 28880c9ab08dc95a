import { BonusesPort, type PlayerBonus, type BonusRef, type PlayerFreeSpins, type PromoTexts } from '@casino/domain/ports';
import type { Schema } from '@casino/sdk';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';

export const toPromoDescription = (d: Schema<'PromoDescription'> | undefined): PromoTexts | null =>
  d ? { title: d.title, text: d.text, image: d.image ?? null, terms: d.terms ?? null } : null;

export function toBonus(b: Schema<'Bonus'> | Schema<'BettingBonus'>): PlayerBonus {
  return {
    id: b.id,
    type: b.type,
    status: b.status,
    amount: b.amount,
    wager: { multiplier: b.wager.multiplier, required: b.wager.required, done: b.wager.done },
    createdAt: b.created_at,
    activatedAt: b.activated_at,
    expiredAt: b.expired_at,
    description: toPromoDescription(b.description),
    minOdds: 'min_odds' in b ? b.min_odds : null,
  };
}

const toPack = (p: Schema<'FreeSpinPack'>): PlayerFreeSpins => ({
  id: p.id,
  game: { sysname: p.game.sysname, name: p.game.name, imageUrl: p.game.image_url },
  remaining: p.remaining_count,
  total: p.total_count,
  bet: p.bet,
  status: p.status,
  expiredAt: p.expired_at,
  description: toPromoDescription(p.description),
});

const one = () => true as const;

/** BonusesPort: casino bonuses over `bonuses.*`, betting bonuses over `BettingBonuses.*`, packs over `freespins.get`. */
@injectable()
export class ApiBonuses implements BonusesPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async getCasinoBonuses(query: { count: number; offset: number; statuses?: readonly PlayerBonus['status'][] }, signal?: AbortSignal) {
    const params = { count: query.count, offset: query.offset, type: 'casino' as const, fields: ['description' as const, 'status' as const], status: query.statuses?.length ? [...query.statuses] : undefined };
    return toResult(await settle(this.api.GET('/api/bonuses.get', { params: { query: params }, signal })), (data) => ({ count: data.count, items: data.items.map(toBonus) }));
  }

  async getBettingBonuses(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/BettingBonuses.get', { signal })), (data) => data.map(toBonus));
  }

  async activate(bonus: BonusRef, options: { burnActive?: boolean } = {}) {
    const body = { bonus_id: bonus.id, burn_active: options.burnActive ? ('1' as const) : undefined };
    const call = bonus.type === 'betting' ? this.api.POST('/api/BettingBonuses.activate', { body }) : this.api.POST('/api/bonuses.activate', { body });
    return toResult(await settle(call), one);
  }

  async deactivate(bonus: BonusRef) {
    return toResult(await settle(this.api.POST('/api/bonuses.deactivate', { body: { bonus_id: bonus.id } })), one);
  }

  async remove(bonus: BonusRef) {
    const body = { bonus_id: bonus.id };
    const call = bonus.type === 'betting' ? this.api.POST('/api/BettingBonuses.remove', { body }) : this.api.POST('/api/bonuses.remove', { body });
    return toResult(await settle(call), one);
  }

  async getFreeSpins(count: number, signal?: AbortSignal) {
    const query = { count, status: ['active' as const], fields: ['description' as const] };
    return toResult(await settle(this.api.GET('/api/freespins.get', { params: { query }, signal })), (data) => data.items.map(toPack));
  }
}
