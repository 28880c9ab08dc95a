import { ContainerModule } from 'inversify';
import { ChatService } from './chat.service.ts';

/** The support chat, loaded after the first activity (or idle time): no chat code is part of the first page load. */
export { ChatService };
export const modules = [() => new ContainerModule(({ bind }) => void bind(ChatService).toSelf())];
