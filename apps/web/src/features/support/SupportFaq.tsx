import type { SupportFaqItem } from '@casino/domain/support';
import { Trans } from '@lingui/react/macro';
import { SafeHtml } from '../../shared/safe-html/SafeHtml.tsx';
import * as styles from './SupportScreen.css.ts';

/** Questions that open in place (native disclosure: keyboard and screen readers work without our code). */
export function SupportFaq({ items }: { items: readonly SupportFaqItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="support-faq">
      <h2 id="support-faq" className={styles.sectionTitle}>
        <Trans>Frequently asked questions</Trans>
      </h2>
      <div className={styles.faq}>
        {items.map((item) => (
          <details key={item.question} className={styles.question}>
            <summary className={styles.summary}>{item.question}</summary>
            <SafeHtml className={styles.answer} html={item.answer} />
          </details>
        ))}
      </div>
    </section>
  );
}
