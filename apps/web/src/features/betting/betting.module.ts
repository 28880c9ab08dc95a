import { ContainerModule } from 'inversify';
import { DialogSportsbookSignIn, SportsbookSignIn } from './sportsbook-sign-in.ts';
import { SportsbookViewModel } from './sportsbook.vm.ts';

/** The betting screen's view-model (transient: one per mounted screen) and its sign-in seam, listed by its lazy chunk. */
export function bettingScreenModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(SportsbookViewModel).toSelf();
    bind<SportsbookSignIn>(SportsbookSignIn).to(DialogSportsbookSignIn).inSingletonScope();
  });
}
