import { checkNavigation } from '@casino/domain';
import type { PromotionPage } from '@casino/domain/ports';
import { ExternalLink, Link } from '@casino/ui/link';
import { useService } from '../../../shared/di/react.tsx';
import { SafeHtml } from '../../../shared/safe-html/SafeHtml.tsx';
import { PageOrigin } from '../../../shared/services/page-origin.ts';
import * as styles from '../common/bonuses.css.ts';

/** A promotion's detail (sanitised CMS HTML and its call to action); the popup and the promotion's page both show it. */
export function PromotionDetail({ promotion, localize, onNavigate }: { promotion: PromotionPage; localize: (path: string) => string; onNavigate?: () => void }) {
  const button = promotion.button;
  const { origin } = useService<PageOrigin>(PageOrigin);
  const target = button ? checkNavigation(button.url, { origin, external: true }) : undefined;
  return (
    <div className={styles.section} data-promotion={promotion.id}>
      {promotion.image && <img className={styles.image} src={promotion.image} alt="" width={480} height={240} />}
      <SafeHtml html={promotion.content} />
      {button && target?.ok && (
        <div className={styles.actions}>
          {target.value.external ? (
            <ExternalLink href={target.value.url}>{button.label}</ExternalLink>
          ) : (
            <Link href={localize(target.value.url)} onPress={onNavigate}>{button.label}</Link>
          )}
        </div>
      )}
    </div>
  );
}
