import { defineFeature } from '../../shared/feature/feature.ts';
import { fillSlot } from '../../shared/slots/fill-slot.ts';
import { DepositLimitPromptSlot } from '../cashier/slots.ts';
import { PlaySessionStore } from './play-session/play-session.store.ts';
import { PlaySessionStartup } from './startup/play-session.startup.ts';

/**
 * Limits, self-exclusion, the reality check and the deposit-limit prompt. At start-up: the play-session store the
 * page and the watcher share, the job that loads the reality check and session time limit watcher once a player has
 * signed in, and the limit prompt it puts on the cashier's deposit screen (`DepositLimitPromptSlot`).
 */
export const responsibleGamingFeature = defineFeature({
  name: 'responsible-gaming',
  bindings: ({ bind }) => {
    bind(PlaySessionStore).toSelf().inSingletonScope();
    // the deposit screen offers a deposit limit before the first deposit (the prompt's code loads with it)
    fillSlot(bind, DepositLimitPromptSlot, () => import('./limit-prompt/LimitPrompt.tsx'));
  },
  startup: [PlaySessionStartup],
  screens: {
    'responsible-gaming': () => import('./ResponsibleGamingScreen.tsx'),
  },
});
