import { SystemPage } from '@casino/ui/system-page';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouteHandle } from '../../shared/routing/route-handle.ts';

/**
 * A route whose feature has no issue filed yet: the address works (guards, locale, layout) and the
 * screen says which feature it waits for. A route that names no feature gets a sentence of its own: a word
 * like "this" dropped into the feature's slot would read "arrives with the this feature".
 */
export function Screen() {
  const { i18n } = useLingui();
  const named = useRouteHandle()?.spec.feature;
  const feature = named ? i18n._(named) : undefined;
  return (
    <SystemPage
      icon="wrench"
      header={<Trans>Coming soon</Trans>}
      description={feature ? <Trans>This screen arrives with the {feature} feature.</Trans> : <Trans>This screen is on its way.</Trans>}
    />
  );
}
