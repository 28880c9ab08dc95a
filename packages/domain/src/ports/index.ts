/**
 * Ports: the interfaces the app and other front ends program against, with same-named tokens for
 * dependency injection (CONVENTIONS §3). Implemented in @casino/adapters.
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
export * from './profile.port';
