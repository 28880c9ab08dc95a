import { ContainerModule } from 'inversify';
import { fillSlot } from '../../shared/slots/fill-slot.ts';
import { DepositLimitPromptSlot } from '../cashier/slots.ts';
import { PlaySessionStore } from './play-session/play-session.store.ts';

/**
 * The responsible-gaming start-up module: the play-session store the page and the watcher share, a start-up job
 * (`startup/play-session.startup.ts`) that loads the reality check and session time limit watcher once a player
 * has signed in, and the limit prompt it puts on the cashier's deposit screen (`DepositLimitPromptSlot`).
 */
export const responsibleGamingModule = () =>
  new ContainerModule(({ bind }) => {
    bind(PlaySessionStore).toSelf().inSingletonScope();
    // the deposit screen offers a deposit limit before the first deposit (the prompt's code loads with it)
    fillSlot(bind, DepositLimitPromptSlot, () => import('./limit-prompt/LimitPrompt.tsx'));
  });
