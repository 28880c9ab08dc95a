import { ContainerModule } from 'inversify';
import { FeedbackViewModel } from './feedback/feedback.vm.ts';
import { SupportPageViewModel } from './support-page.vm.ts';

/** The view-models of the /support screen (bound when its chunk loads). */
export const supportScreenModule = () =>
  new ContainerModule(({ bind }) => {
    bind(FeedbackViewModel).toSelf();
    bind(SupportPageViewModel).toSelf();
  });
