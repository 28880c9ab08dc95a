import type { PromoCodeCampaign } from '@casino/domain/ports';
import { Button } from '@casino/ui/button';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { SafeHtml } from '../../../shared/safe-html/SafeHtml.tsx';
import { PLAYER_ONLY, type Dialogs } from '../../../shared/services/overlays.ts';
import * as styles from '../common/bonuses.css.ts';

const TITLE = msg`Promo code activated`;

/** What a promo code gave: the campaign's texts and rewards (sanitised HTML). Queued: never over another dialog. */
export function openPromoActivatedPopup(dialogs: Dialogs, activated: PromoCodeCampaign, i18n: I18n): void {
  dialogs.queue({
    kind: 'popup',
    size: 'small',
    scope: PLAYER_ONLY,
    title: i18n._(TITLE),
    render: ({ close }) => <PromocodeActivatedPopup activated={activated} close={() => close(undefined)} />,
  });
}

export function PromocodeActivatedPopup({ activated, close }: { activated: PromoCodeCampaign; close: () => void }) {
  const { campaign } = activated;
  return (
    <div className={styles.section} data-popup="PromocodeActivatedPopup">
      <p>
        <Trans>The code {activated.promoCode} is active.</Trans>
      </p>
      {campaign.description && (
        <>
          <h3 dir="auto" className={styles.cardTitle}>{campaign.description.title}</h3>
          <SafeHtml className={styles.muted} html={campaign.description.text} />
        </>
      )}
      {campaign.promotions.length > 0 && (
        <ul>
          {campaign.promotions.map((p) => (
            <li key={p.id}>{p.description?.title ?? p.type}</li>
          ))}
        </ul>
      )}
      <div>
        <Button onPress={close}>
          <Trans>Great</Trans>
        </Button>
      </div>
    </div>
  );
}
