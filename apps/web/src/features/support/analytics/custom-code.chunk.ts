import { ContainerModule } from 'inversify';
import { CustomCodeService } from './custom-code.ts';

/** The site's custom code, loaded once per page load beside the start-up. */
export { CustomCodeService };
export const modules = [() => new ContainerModule(({ bind }) => void bind(CustomCodeService).toSelf())];
