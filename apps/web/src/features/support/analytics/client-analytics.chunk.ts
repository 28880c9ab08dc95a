import { ContainerModule } from 'inversify';
import { ClientAnalyticsService } from './client-analytics.service.ts';

/** The analytics vendors and the fraud check, loaded after the first activity or three seconds after start. */
export { ClientAnalyticsService };
export const modules = [() => new ContainerModule(({ bind }) => void bind(ClientAnalyticsService).toSelf())];
