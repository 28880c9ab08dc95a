import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/** The hints a signed-in player may see: the first deposit after registering, and confirming the login contact. */
export type HintBanner = 'registration' | 'confirmEmail' | 'confirmPhone';

/**
 * The hint banners on top of the page: shown by whoever decides a hint applies (after a sign-in), gone when the
 * player dismisses one or does what it asks (e.g. a confirmation code was sent). They stay until then: a hint
 * asks for an action, and a toast that vanishes after five seconds would lose it.
 */
@injectable()
export class HintBanners {
  active: HintBanner[] = [];

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  show(banner: HintBanner): void {
    if (!this.active.includes(banner)) this.active.push(banner);
  }

  dismiss(...banners: HintBanner[]): void {
    this.active = this.active.filter((b) => !banners.includes(b));
  }

  clear(): void {
    this.active = [];
  }
}
