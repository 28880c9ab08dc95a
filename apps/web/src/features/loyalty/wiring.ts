import { loyaltyAdaptersModule } from '@casino/adapters';
import { ContainerModule } from 'inversify';
import { featureCatalog, type CompiledCatalog } from '../../shared/di/lazy-chunk.ts';
import { LoyaltyStore } from './loyalty.store.ts';
import { noticesServiceModule } from './notices/loyalty-notices.chunk.ts';

/**
 * What every loyalty screen binds before it renders (each re-exports this file): the player's loyalty status, and
 * the notifications service, whose sound switch the screens show.
 */
export const modules = [() => new ContainerModule(({ bind }) => void bind(LoyaltyStore).toSelf().inSingletonScope()), noticesServiceModule];
export const adapters = [loyaltyAdaptersModule];
export const catalog = featureCatalog(import.meta.glob<CompiledCatalog>('./locales/*/messages.po'));
