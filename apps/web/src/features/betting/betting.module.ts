import { ContainerModule } from 'inversify';
import { DialogSportsbookSignIn, SportsbookSignIn } from './sportsbook-sign-in.ts';

/** The betting screen's sign-in seam (its view-model needs no binding), listed by its lazy chunk. */
export function bettingScreenModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<SportsbookSignIn>(SportsbookSignIn).to(DialogSportsbookSignIn).inSingletonScope();
  });
}
