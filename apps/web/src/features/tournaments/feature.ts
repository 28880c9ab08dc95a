import { defineFeature } from '../../shared/feature/feature.ts';
import { fillSlot } from '../../shared/slots/fill-slot.ts';
import { JackpotTickerSlot, TournamentsTeaserSlot, WinnersStripSlot } from '../games/slots.ts';

/** The home page's widgets of this feature: one lazy chunk for the three places, loaded once (`loadChunk`). */
const homeWidgets = () => import('./home/HomeWidgets.tsx');

/**
 * Tournaments, jackpots and winners. At start-up it binds only the places of the home page it fills (the games
 * feature's slots); its screens, widgets and store arrive with their lazy chunks.
 */
export const tournamentsFeature = defineFeature({
  name: 'tournaments',
  bindings: ({ bind }) => {
    fillSlot(bind, JackpotTickerSlot, homeWidgets);
    fillSlot(bind, TournamentsTeaserSlot, homeWidgets);
    fillSlot(bind, WinnersStripSlot, homeWidgets);
  },
  screens: {
    tournaments: () => import('./list/TournamentListScreen.tsx'),
    tournament: () => import('./detail/TournamentScreen.tsx'),
    'tournament-hall': () => import('./hall/TournamentHallScreen.tsx'),
    jackpots: () => import('./jackpots/JackpotsScreen.tsx'),
    jackpot: () => import('./jackpots/JackpotScreen.tsx'),
    winners: () => import('./winners/WinnersScreen.tsx'),
  },
});
