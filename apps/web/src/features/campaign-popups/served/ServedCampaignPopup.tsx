import type { PopupCampaign } from '@casino/domain/ports';
import { StaticDialog } from '@casino/ui/dialogs/static';
import { useLingui } from '@lingui/react/macro';
import { renderCampaignPopup } from '../render-campaign-popup.tsx';

export interface ServedCampaignPopupProps {
  readonly popup: PopupCampaign;
  readonly theme: 'dark' | 'light';
  readonly dir: 'ltr' | 'rtl';
  readonly lang: string;
}

/**
 * A campaign popup as the prerender draws it into a public page (src/prerender/render-page.tsx): the markup of the
 * app's popup, hidden until the page's script shows it (reveal-served-popup.ts); its buttons wait for the app, whose
 * own dialog takes its place. Rendered on the server only.
 */
export function ServedCampaignPopup({ popup, theme, dir, lang }: ServedCampaignPopupProps) {
  const { t } = useLingui();
  return (
    <StaticDialog id={popup.sysname} title={popup.title} closeLabel={t`Close`} theme={theme} dir={dir} lang={lang}>
      {renderCampaignPopup(popup, () => undefined)}
    </StaticDialog>
  );
}
