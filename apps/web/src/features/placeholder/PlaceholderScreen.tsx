import { SystemPage } from '@casino/ui/system-page';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouteHandle } from '../../shared/routing/route-handle.ts';

/**
 * A route whose feature has no issue filed yet: the address works (guards, locale, layout) and the
 * screen says which feature it waits for (issue "apps/web: the application shell").
 */
export function Screen() {
  const { t, i18n } = useLingui();
  const handle = useRouteHandle();
  const feature = handle?.spec.feature ? i18n._(handle.spec.feature) : t`this`;
  return (
    <SystemPage
      icon="wrench"
      header={<Trans>Coming soon</Trans>}
      description={<Trans>This screen arrives with the {feature} feature.</Trans>}
    />
  );
}
