import { defineFeature } from '../../shared/feature/feature.ts';

/** The home page, the games hall, a game and the providers. */
export const gamesFeature = defineFeature({
  name: 'games',
  screens: {
    home: () => import('./home/HomeScreen.tsx'),
    gamehall: () => import('./hall/HallScreen.tsx'),
    game: () => import('./game/GameScreen.tsx'),
    providers: () => import('./providers/ProvidersScreen.tsx'),
  },
});
