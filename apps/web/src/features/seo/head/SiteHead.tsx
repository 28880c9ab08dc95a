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
import { ROUTE_TITLES } from './route-titles.ts';
import { SiteHeadViewModel } from './site-head.vm.ts';

export const modules = [() => new ContainerModule(({ bind }) => void bind(SiteHeadViewModel).toSelf().inSingletonScope())];
export const adapters = [seoAdaptersModule];
export const catalog = featureCatalog(import.meta.glob<CompiledCatalog>('../locales/*/messages.po'));

/** One head manager for the page's lifetime; it takes over the tags index.html starts with. */
const head = createHead();

export function SiteHead() {
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
  const current = locale.current;
  useEffect(() => void vm.load(globalThis.location.host), [vm, current]);
  const title = screen ? ROUTE_TITLES[screen] : undefined;
  return <HeadTags head={vm.head({ pathname, origin: globalThis.location.origin, routeTitle: title ? i18n._(title) : undefined })} />;
});
