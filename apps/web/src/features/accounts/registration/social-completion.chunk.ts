import { SocialCompletionService } from './social-completion.service.ts';

export * from '../wiring.ts';

/** The completion of a social registration, loaded only for a player whose registration is incomplete (made on demand). */
export { SocialCompletionService };
