import { ContainerModule } from 'inversify';
import { EmbeddedFrame, browserEmbeddedFrame } from './embedded-frame.ts';
import { EmbeddedFormViewModel } from './embedded-form.vm.ts';

/** Embedded form pages: the frame seam and the page's view-model (the screen loads lazily on its route). */
export function embeddedFormsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(EmbeddedFrame).toDynamicValue(() => browserEmbeddedFrame()).inSingletonScope();
    bind(EmbeddedFormViewModel).toSelf();
  });
}
