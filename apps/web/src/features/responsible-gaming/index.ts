/**
 * The responsible-gaming feature: deposit limits, reality checks, the session time limit, time-out and
 * self-exclusion on `/profile/responsible-game` (the bare `/responsible-game` leads there). Its screen is a lazy
 * chunk the router loads; at start-up it binds only the play-session store and a job that loads the reality-check
 * and session-limit watcher once a player has signed in.
 */
/** The start-up job, for the app's start-up order. */
export { PlaySessionStartup } from './startup/play-session.startup.ts';
