/**
 * The responsible-gaming feature: deposit limits, time-out and self-exclusion on `/profile/responsible-game` (the
 * bare `/responsible-game` leads there). Its screen is a lazy chunk the router loads; nothing of it runs at start-up.
 */
export { responsibleGamingScreensModule } from './responsible-gaming.module.ts';
