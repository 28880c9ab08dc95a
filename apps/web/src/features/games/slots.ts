import type { ComponentType } from 'react';
import { defineSlot, type ChunkSlotContents } from '../../shared/slots/slot.ts';

/*
 * The places of the games feature's pages that other features fill. Types and tokens only: the features that fill
 * them do so from their start-up modules, and this file brings none of the games feature with it.
 */

/** Below the home page's rows: a ticker of the running jackpots' amounts (the tournaments feature). */
export const JackpotTickerSlot = defineSlot<ChunkSlotContents<{ readonly JackpotTickerWidget: ComponentType }>>('games.home.jackpotTicker');
/** Below the home page's rows: a teaser of running and upcoming tournaments (the tournaments feature). */
export const TournamentsTeaserSlot = defineSlot<ChunkSlotContents<{ readonly TournamentsTeaser: ComponentType }>>('games.home.tournamentsTeaser');
/** Below the home page's rows: a strip of recent big wins (the tournaments feature). */
export const WinnersStripSlot = defineSlot<ChunkSlotContents<{ readonly WinnersStrip: ComponentType }>>('games.home.winnersStrip');

/** What the games hall hands the banners above it. */
export interface HallBannersProps {
  /** The hall's banner position in the content system. */
  readonly position: string;
  /**
   * Called once the banners know what they show (banners, none, or a failure): the hall keeps its games back until
   * then, so the banners arriving above them do not push them down (see `useHold`).
   */
  readonly onSettled?: (() => void) | undefined;
}

/** The banners above the games hall (the bonuses feature's banner strip). */
export const HallBannersSlot = defineSlot<ChunkSlotContents<{ readonly BannerStrip: ComponentType<HallBannersProps> }>>('games.hall.banners');
