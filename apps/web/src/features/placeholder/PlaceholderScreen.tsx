import { SystemPage } from '@casino/ui/system-page';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../../app/router/routes.tsx';

/**
 * A route whose feature has no issue filed yet: the address works (guards, locale, layout) and the
 * screen says which feature it waits for (issue "apps/web: the application shell").
 */
export function Screen() {
  const { t, i18n } = useLingui();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const feature = handle?.spec.feature ? i18n._(handle.spec.feature) : t`this`;
  return (
    <SystemPage
      icon="wrench"
      header={<Trans>Coming soon</Trans>}
      description={<Trans>This screen arrives with the {feature} feature.</Trans>}
    />
  );
}
