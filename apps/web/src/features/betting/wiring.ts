import { ContainerModule } from 'inversify';
import { featureCatalog, type CompiledCatalog } from '../../shared/di/lazy-chunk.ts';
import { DialogSportsbookSignIn, SportsbookSignIn } from './sportsbook-sign-in.ts';

/** What the sportsbook binds before it renders (its screen re-exports this file): its sign-in prompt, as a dialog. */
export const modules = [() => new ContainerModule(({ bind }) => void bind<SportsbookSignIn>(SportsbookSignIn).to(DialogSportsbookSignIn).inSingletonScope())];
export const catalog = featureCatalog(import.meta.glob<CompiledCatalog>('./locales/*/messages.po'));
