import type { PromotionPage } from '@casino/domain/ports';
import { ContentLink } from '../../../shared/navigation/ContentLink.tsx';
import { useCheckedAddress } from '../../../shared/navigation/checked-address.ts';
import { SafeHtml } from '../../../shared/safe-html/SafeHtml.tsx';
import * as styles from '../common/bonuses.css.ts';

/** A promotion's detail (sanitised CMS HTML and its call to action); the popup and the promotion's page both show it. */
export function PromotionDetail({ promotion, localize, onNavigate }: { promotion: PromotionPage; localize: (path: string) => string; onNavigate?: () => void }) {
  const button = promotion.button;
  // the button's row is left out when its address is refused
  const target = useCheckedAddress(button?.url, { external: true });
  return (
    <div className={styles.section} data-promotion={promotion.id}>
      {promotion.image && <img className={styles.image} src={promotion.image} alt="" width={480} height={240} />}
      <SafeHtml html={promotion.content} />
      {button && target && (
        <div className={styles.actions}>
          <ContentLink url={button.url} external localize={localize} onNavigate={onNavigate}>{button.label}</ContentLink>
        </div>
      )}
    </div>
  );
}
