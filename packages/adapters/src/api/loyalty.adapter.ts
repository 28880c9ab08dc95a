import { err, ok, type Result } from '@casino/domain/shared';
import { LoyaltyPort, type BuyFailure, type LoyaltyCharacterChoice, type QuestProgram } from '@casino/domain/ports';
import type { Schema } from '@casino/sdk';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toApiFailure, toResult, type ApiClient } from './api-client.ts';

const toCharacter = (c: Schema<'LoyaltyCharacter'>): LoyaltyCharacterChoice => ({ id: c.id, sysname: c.sysname, name: c.name, image: c.image, description: c.description, isSelected: c.is_selected });

const toProgram = (p: Schema<'LoyaltyProgram'>): QuestProgram => ({
  id: p.id, sysname: p.sysname, name: p.name, description: p.description, image: p.image, isActive: p.is_active,
  quests: p.quests.map((q) => ({ id: q.id, sysname: q.sysname, name: q.name, description: q.description, image: q.image, rewardPoints: q.reward_points, progress: q.progress, target: q.target, status: q.status })),
});

/** The server names a shortage of points with this code on the product id. */
const INSUFFICIENT_POINTS = 'insufficient_points';

/** LoyaltyPort over `loyalty.*`. */
@injectable()
export class ApiLoyalty implements LoyaltyPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async info(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/loyalty.getinfo', { signal })), (d) => ({
      id: d.id, isActive: d.is_active, points: d.points, statusPoints: d.status_points ?? d.points, pointsAlias: d.pointsAlias, character: d.character ? toCharacter(d.character) : null,
      levels: d.levels.map((l) => ({ id: l.id, sysname: l.sysname, name: l.name, image: l.image, pointsFrom: l.points_from, isCurrent: l.is_current, isReached: l.is_reached, perks: l.perks })),
    }));
  }

  async programs(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/loyalty.getPrograms', { signal })), (d) => d.map(toProgram));
  }

  async program(sysname: string, signal?: AbortSignal) {
    const settled = await settle(this.api.GET('/api/loyalty.getProgram', { params: { query: { sysname } }, signal }));
    if (settled.error?.type === 'InvalidParameterException' && settled.error.fieldErrors.sysname) return ok(null);
    return toResult(settled, toProgram);
  }

  async products(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/loyalty.getproducts', { params: { query: { count: 100 } }, signal })), (d) => ({
      count: d.count,
      items: d.items.map((p) => ({ id: p.id, sysname: p.sysname, name: p.name, description: p.description, image: p.image, price: p.price, type: p.type, reward: p.reward ?? null, isAvailable: p.is_available })),
    }));
  }

  async buy(productId: number, idempotencyKey: string, signal?: AbortSignal): Promise<Result<boolean, BuyFailure>> {
    const settled = await settle(this.api.POST('/api/loyalty.buyproduct', { body: { id: productId, idempotency_key: idempotencyKey }, signal }));
    if (!settled.error) return ok((settled.data as unknown) === 1);
    const short = settled.error.fieldErrors.id?.some((e) => e.code === INSUFFICIENT_POINTS);
    return err(short ? { kind: 'insufficientPoints' } : { kind: 'failed', failure: toApiFailure(settled.error) });
  }

  async characters(page: { readonly offset: number; readonly limit: number }, signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/loyalty.getcharacters', { params: { query: page }, signal })), (d) => ({
      items: d.items.map(toCharacter), offset: d.offset, limit: d.limit, count: d.total,
    }));
  }

  async setCharacter(characterId: number, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/loyalty.setcharacter', { body: { id: characterId }, signal })), (d: unknown) => d === 1);
  }

  async notifications(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/loyalty.getnotifications', { signal })), (d) =>
      d.map((n) => ({ id: n.id, trigger: n.trigger, type: n.type, title: n.title, message: n.message, amount: n.amount ?? null, amountType: n.amountType ?? null, image: n.image ?? null })),
    );
  }
}
