import { SystemPageView } from './SystemPageView.tsx';

/** The 404 "Page not found" page (spec part 1 §2.2), also shown by screens whose address names nothing. */
export function NotFoundView() {
  return <SystemPageView page="notFound" />;
}

/** Unknown routes. */
export function Screen() {
  return <NotFoundView />;
}
