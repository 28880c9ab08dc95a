export type { SportsbookFrameSettings, SportsbookMessage } from './sportsbook';
export { DEFAULT_SPORTSBOOK_URL, MAX_SPORTSBOOK_HEIGHT, sportsbookPath, readSportsbookSettings, sportsbookFrameUrl, parseSportsbookMessage, isSportsbookMessage } from './sportsbook';
