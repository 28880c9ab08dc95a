import type { PromoCodeCampaign } from '@casino/domain/ports';
import { Button } from '@casino/ui/button';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { PLAYER_ONLY, type Dialogs } from '../../../shared/services/overlays.ts';
import * as styles from '../common/bonuses.css.ts';

const TITLE = msg`Promo code activated`;

type Html = ComponentType<{ html: string; className?: string }>;

/**
 * What a promo code gave: the campaign's texts and rewards. Queued: never over another dialog. The description is
 * server HTML, so the sanitiser (DOMPurify, about 12 KB) is fetched once a code has worked, not with every deposit
 * page that offers the code field. Should that fetch fail, the popup still says the code is active and what it
 * gave, without the description: it is never shown unsanitised.
 */
export function openPromoActivatedPopup(dialogs: Dialogs, activated: PromoCodeCampaign, i18n: I18n): Promise<void> {
  return import('../../../shared/safe-html/SafeHtml.tsx').then(
    ({ SafeHtml }) => queue(SafeHtml),
    () => queue(null),
  );
  function queue(Description: Html | null) {
    dialogs.queue({
      kind: 'popup',
      size: 'small',
      scope: PLAYER_ONLY,
      title: i18n._(TITLE),
      render: ({ close }) => <PromocodeActivatedPopup activated={activated} Description={Description} close={() => close(undefined)} />,
    });
  }
}

function PromocodeActivatedPopup({ activated, Description, close }: { activated: PromoCodeCampaign; Description: Html | null; close: () => void }) {
  const { campaign } = activated;
  return (
    <div className={styles.section} data-popup="PromocodeActivatedPopup">
      <p>
        <Trans>The code {activated.promoCode} is active.</Trans>
      </p>
      {campaign.description && (
        <>
          <h3 dir="auto" className={styles.cardTitle}>{campaign.description.title}</h3>
          {Description && <Description className={styles.muted} html={campaign.description.text} />}
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
