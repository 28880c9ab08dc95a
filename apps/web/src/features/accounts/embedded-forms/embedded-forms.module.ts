import { ContainerModule } from 'inversify';
import { EmbeddedFrame, browserEmbeddedFrame } from './embedded-frame.ts';
import { EmbeddedFormViewModel } from './embedded-form.vm.ts';

/** The form pages' frame seam and view-model, listed by the page's lazy chunk (none of it is in the entry). */
export function embeddedFormsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(EmbeddedFrame).toDynamicValue(() => browserEmbeddedFrame()).inSingletonScope();
    bind(EmbeddedFormViewModel).toSelf();
  });
}
