import { formatAmount } from '@casino/domain/format';
import { formatMoney } from '@casino/domain/money';
import type { NavLink } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ContentStore } from '../../shared/stores/content.store.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { ThemeStore } from '../../shared/stores/theme.store.ts';

export interface HeaderLink {
  readonly id: string;
  readonly label: string;
  readonly href: string;
  readonly external: boolean;
}

/** Header state: navigation from the content configuration, locales, theme, guest actions or the balance. */
@injectable()
export class HeaderViewModel {
  balanceOpen = false;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(ThemeStore) private readonly themeStore: ThemeStore,
  ) {
    makeAutoObservable<this, 'session' | 'locale' | 'content' | 'themeStore'>(this, { session: false, locale: false, content: false, themeStore: false }, { autoBind: true });
  }

  get links(): HeaderLink[] {
    return this.content.config.header.map((link: NavLink) => ({
      id: link.id,
      label: link.label,
      external: link.external,
      href: link.external ? link.url : this.locale.localize(link.url),
    }));
  }

  get homeHref(): string {
    return this.locale.localize('/');
  }

  get authenticated(): boolean {
    return this.session.authenticated;
  }

  get playerName(): string {
    return this.session.account?.fakename || this.session.account?.login || '';
  }

  get locales() {
    return this.locale.locales.map((l) => ({ code: l.code, current: l.code === this.locale.current }));
  }

  get currentLocale(): string {
    return this.locale.current;
  }

  /** The address of the current page in another locale (switching keeps the path). */
  pathInLocale(currentPath: string, code: string): string {
    return this.locale.switchPath(currentPath, code);
  }

  get theme() {
    return this.themeStore.theme;
  }

  toggleTheme(): void {
    this.themeStore.toggle();
  }

  /** Total and breakdown, formatted with currency symbol and 2 decimals. */
  get balance() {
    const balances = this.session.balances;
    const total = this.session.total;
    if (!this.authenticated || !balances || !total) return undefined;
    const fmt = (m: { amount: number; currency: string }) => formatAmount(m.amount, m.currency);
    return { total: formatMoney(total), main: fmt(balances.main), bonus: fmt(balances.bonus), bettingBonus: fmt(balances.bettingBonus) };
  }

  setBalanceOpen(open: boolean): void {
    this.balanceOpen = open;
  }

  async logout(): Promise<string> {
    await this.session.logout();
    return this.locale.localize('/');
  }
}
