/**
 * Places on the home page that other features fill (tournaments and jackpots). Each renders nothing until its
 * feature gives it a body; their props are the stable part: the home page passes only what it knows.
 */
export interface HomeSlotProps {
  /** The locale prefixer, for links the slot renders. */
  readonly localize: (path: string) => string;
}

/** A ticker of the running jackpots' amounts. */
export function JackpotTickerSlot(_props: HomeSlotProps) {
  return null;
}

/** A teaser of running and upcoming tournaments. */
export function TournamentsTeaserSlot(_props: HomeSlotProps) {
  return null;
}

/** A strip of recent big wins. */
export function WinnersStripSlot(_props: HomeSlotProps) {
  return null;
}
