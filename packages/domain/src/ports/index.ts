/**
 * Ports: the interfaces the app and other front ends program against, with same-named tokens for
 * dependency injection: `@inject(AccountPort)` names the interface it wants without a second identifier to keep in
 * step. Implemented in @casino/adapters.
 */
export * from './account.port';
export * from './i18n.port';
export * from './content.port';
export * from './platform.port';
export * from './games.port';
export * from './campaign-popups.port';
export * from './auth.port';
export * from './tab-channel.port';
export * from './locale-source.port';
export * from './cashier.port';
export * from './tournaments.port';
export * from './jackpots.port';
export * from './loyalty.port';
export * from './sound.port';
export * from './support.port';
export * from './chat.port';
export * from './client-analytics.port';
export * from './custom-code.port';
export * from './bonuses.port';
export * from './cashbacks.port';
export * from './campaigns.port';
export * from './banners.port';
export * from './promotions.port';
export * from './games-catalogue.port';
export * from './profile.port';
export * from './responsible-gaming.port';
export * from './game-history.port';
export * from './verification.port';
export * from './seo.port';
export * from './content-pages.port';
