import { defineFeature } from '../../shared/feature/feature.ts';

/** Tournaments, jackpots and winners. */
export const tournamentsFeature = defineFeature({
  name: 'tournaments',
  screens: {
    tournaments: () => import('./list/TournamentListScreen.tsx'),
    tournament: () => import('./detail/TournamentScreen.tsx'),
    'tournament-hall': () => import('./hall/TournamentHallScreen.tsx'),
    jackpots: () => import('./jackpots/JackpotsScreen.tsx'),
    jackpot: () => import('./jackpots/JackpotScreen.tsx'),
    winners: () => import('./winners/WinnersScreen.tsx'),
  },
});
