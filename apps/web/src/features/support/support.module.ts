import { ContainerModule } from 'inversify';

/**
 * The support feature's start-up module: only what must exist before anything renders. The page, the chat
 * vendors and the analytics scripts arrive later in their own chunks.
 */
export const supportModule = () => new ContainerModule(() => undefined);
