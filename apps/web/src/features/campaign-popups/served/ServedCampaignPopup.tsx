import type { PopupCampaign } from '@casino/domain/ports';
import { StaticDialog } from '@casino/ui/dialogs/static';
import { useLingui } from '@lingui/react/macro';
import { renderCampaignPopup } from '../render-campaign-popup.tsx';
import { servedButtonData, servedPopupData } from './served-popup.ts';

export interface ServedCampaignPopupProps {
  readonly popup: PopupCampaign;
  readonly theme: 'dark' | 'light';
  readonly dir: 'ltr' | 'rtl';
  readonly lang: string;
}

/**
 * A campaign popup as a page's HTML carries it (src/prerender/render-page.tsx): the markup of the app's popup, hidden
 * until the page's script shows it (reveal-served-popup.ts), with what that script checks first (the popup's
 * audience, whether it offers a deposit); a press on one of its buttons waits for the app, which then does what the
 * button says, or whose own dialog takes the popup's place. Rendered on the server only.
 */
export function ServedCampaignPopup({ popup, theme, dir, lang }: ServedCampaignPopupProps) {
  const { t } = useLingui();
  return (
    <StaticDialog id={popup.sysname} title={popup.title} closeLabel={t`Close`} theme={theme} dir={dir} lang={lang} data={servedPopupData(popup)}>
      {renderCampaignPopup(popup, () => undefined, servedButtonData)}
    </StaticDialog>
  );
}

