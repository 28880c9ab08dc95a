import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useViewModel } from '../../shared/di/react.tsx';
import { FeedbackForm } from './feedback/FeedbackForm.tsx';
import { FeedbackViewModel } from './feedback/feedback.vm.ts';
import { SupportContacts } from './SupportContacts.tsx';
import { SupportFaq } from './SupportFaq.tsx';
import { SupportPageViewModel } from './support-page.vm.ts';
import * as styles from './SupportScreen.css.ts';

export * from './wiring.ts';

/** `/support`: contacts and questions from the content configuration, and the feedback form. */
export function Screen() {
  return <SupportView page={useViewModel(SupportPageViewModel)} feedback={useViewModel(FeedbackViewModel)} />;
}

export const SupportView = observer(function SupportView({ page, feedback }: { page: SupportPageViewModel; feedback: FeedbackViewModel }) {
  const { contacts, faq } = page.page;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Support</Trans>
      </h1>
      {page.contentMissing && (
        <p className={styles.notice} role="status">
          <Trans>Contacts and answers could not be loaded. You can still write to us below.</Trans>
        </p>
      )}
      <SupportContacts contacts={contacts} />
      <SupportFaq items={faq} />
      <section aria-labelledby="support-feedback">
        <h2 id="support-feedback" className={styles.sectionTitle}>
          <Trans>Write to support</Trans>
        </h2>
        <FeedbackForm vm={feedback} />
      </section>
    </div>
  );
});
