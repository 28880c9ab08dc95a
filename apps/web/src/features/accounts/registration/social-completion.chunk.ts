import { ContainerModule } from 'inversify';
import { SocialCompletionService } from './social-completion.service.ts';

/** The completion of a social registration, loaded only for a player whose registration is incomplete. */
export { SocialCompletionService };
export const modules = [() => new ContainerModule(({ bind }) => void bind(SocialCompletionService).toSelf())];
