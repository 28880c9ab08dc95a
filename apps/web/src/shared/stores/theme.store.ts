import { DEFAULT_THEME, THEME_COOKIE_MAX_AGE_SECONDS } from '@casino/domain/locale';
import { CookiePort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

export type Theme = 'dark' | 'light';
const THEME_COOKIE = 'theme';

/** Dark by default, light available; the choice lives in the `theme` cookie for 31,536,000 s. */
@injectable()
export class ThemeStore {
  theme: Theme;

  constructor(@inject(CookiePort) private readonly cookies: CookiePort) {
    const saved = cookies.get(THEME_COOKIE);
    this.theme = saved === 'light' || saved === 'dark' ? saved : (DEFAULT_THEME as Theme);
    makeAutoObservable<this, 'cookies'>(this, { cookies: false }, { autoBind: true });
  }

  set(theme: Theme): void {
    this.theme = theme;
    this.cookies.set(THEME_COOKIE, theme, { maxAgeSeconds: THEME_COOKIE_MAX_AGE_SECONDS });
  }

  toggle(): void {
    this.set(this.theme === 'dark' ? 'light' : 'dark');
  }
}
