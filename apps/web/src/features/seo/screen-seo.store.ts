import type { BreadCrumb, ScreenSeo } from '@casino/domain/seo';
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/** What a screen tells the head about the entity it shows (a game's or a promotion's name, a page's breadcrumbs). */
export interface ScreenSeoEntry extends Omit<ScreenSeo, 'routeTitle'> {
  readonly breadCrumbs?: readonly BreadCrumb[];
}

/**
 * The screen's SEO overrides, in the first download so every screen can set them cheaply; the head itself (its
 * library, the settings call, the route names) is a chunk of its own that reads this store.
 */
@injectable()
export class ScreenSeoStore {
  entry: ScreenSeoEntry = {};
  private owner: object | undefined;

  constructor() {
    makeAutoObservable<this, 'owner'>(this, { owner: false }, { autoBind: true });
  }

  /** Sets the entry for `owner` (the screen instance); a later screen's entry replaces it. */
  set(owner: object, entry: ScreenSeoEntry): void {
    this.owner = owner;
    this.entry = entry;
  }

  /** Clears the entry if `owner` still holds it (the next screen may have set its own already). */
  clear(owner: object): void {
    if (this.owner !== owner) return;
    this.owner = undefined;
    this.entry = {};
  }
}
