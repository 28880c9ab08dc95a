import { ContainerModule, type Container } from 'inversify';
import { EmbeddedFrame, browserEmbeddedFrame } from './embedded-frame.ts';
import { EmbeddedFormViewModel } from './embedded-form.vm.ts';

/**
 * The form pages' frame seam and view-model. Not a start-up module: the page's lazy chunk binds it on first
 * use (`ensureEmbeddedForms`), so none of it weighs on the entry chunk.
 */
export function embeddedFormsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(EmbeddedFrame).toDynamicValue(() => browserEmbeddedFrame()).inSingletonScope();
    bind(EmbeddedFormViewModel).toSelf();
  });
}

/** Binds the module once per container. */
export function ensureEmbeddedForms(container: Container): void {
  if (!container.isBound(EmbeddedFormViewModel)) container.loadSync(embeddedFormsModule());
}
