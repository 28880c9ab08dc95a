import { defineFeature } from '../../shared/feature/feature.ts';
import { responsibleGamingModule } from './responsible-gaming-startup.module.ts';
import { PlaySessionStartup } from './startup/play-session.startup.ts';

/** Limits, self-exclusion, the reality check and the deposit-limit prompt. */
export const responsibleGamingFeature = defineFeature({
  name: 'responsible-gaming',
  modules: [responsibleGamingModule],
  startup: [PlaySessionStartup],
  screens: {
    'responsible-gaming': () => import('./ResponsibleGamingScreen.tsx'),
  },
});
