import { SystemPageView } from './SystemPageView.tsx';

/** Unknown routes: 404 "Page not found" (spec part 1 §2.2). */
export function Screen() {
  return <SystemPageView page="notFound" />;
}
