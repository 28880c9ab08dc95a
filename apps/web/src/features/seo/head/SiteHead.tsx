import { seoAdaptersModule } from '@casino/adapters';
import { useLingui } from '@lingui/react';
import { createHead, UnheadProvider } from '@unhead/react/client';
import { ContainerModule } from 'inversify';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { featureCatalog, type CompiledCatalog } from '../../../shared/di/lazy-chunk.ts';
import { useService, useViewModel } from '../../../shared/di/react.tsx';
import { useRouteHandle } from '../../../shared/routing/route-handle.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { HeadTags } from './HeadTags.tsx';
import { useServerHead } from './server-head.tsx';
import { PageOrigin } from '../../../shared/services/page-origin.ts';
import { usePreload } from '../../../shared/di/preload.tsx';
import { ROUTE_TITLES } from './route-titles.ts';
import { SiteHeadViewModel } from './site-head.vm.ts';

export const modules = [() => new ContainerModule(({ bind }) => void bind(SiteHeadViewModel).toSelf().inSingletonScope())];
export const adapters = [seoAdaptersModule];
export const catalog = featureCatalog(import.meta.glob<CompiledCatalog>('../locales/*/messages.po'));

/** One head manager for the page's lifetime; it takes over the tags index.html starts with. */
let clientHead: ReturnType<typeof createHead> | undefined;

export function SiteHead() {
  // a prerendered page's head is its own (server-head.tsx); the browser's is made on first use
  const head = useServerHead() ?? (clientHead ??= createHead());
  return (
    <UnheadProvider value={head}>
      <SiteHeadView />
    </UnheadProvider>
  );
}

const SiteHeadView = observer(function SiteHeadView() {
  const vm = useViewModel(SiteHeadViewModel);
  const locale = useService(LocaleStore);
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const screen = useRouteHandle()?.spec.screen;
  const page = useService<PageOrigin>(PageOrigin);
  const current = locale.current;
  // the prerender waits for the settings before it writes the head; the browser loads them in the effect (from the
  // page's payload when prerendered): the head is no part of what hydrates
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the condition is fixed per build (the Node build or the browser's)
  if (import.meta.env.SSR) usePreload(`seo:${page.host}:${current}`, () => vm.load(page.host));
  useEffect(() => void vm.load(page.host), [vm, current, page.host]);
  const title = screen ? ROUTE_TITLES[screen] : undefined;
  return <HeadTags head={vm.head({ pathname, origin: page.origin, routeTitle: title ? i18n._(title) : undefined })} />;
});
