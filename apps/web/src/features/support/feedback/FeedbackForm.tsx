import { Button } from '@casino/ui/button';
import { TextArea } from '@casino/ui/text-area';
import { TextField } from '@casino/ui/text-field';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { Form } from 'react-aria-components';
import * as styles from '../SupportScreen.css.ts';
import type { FeedbackField } from '@casino/domain/support';
import type { FeedbackViewModel } from './feedback.vm.ts';

/** The support form; after sending it thanks the player and offers to write another message. */
export const FeedbackForm = observer(function FeedbackForm({ vm }: { vm: FeedbackViewModel }) {
  const { t, i18n } = useLingui();
  const error = (field: FeedbackField) => {
    const descriptor: MessageDescriptor | undefined = vm.errors[field];
    return { isInvalid: descriptor !== undefined, errorMessage: descriptor ? i18n._(descriptor) : undefined, validationBehavior: 'aria' as const };
  };
  if (vm.status === 'sent') {
    return (
      <div className={styles.form}>
        <p className={styles.notice} role="status" data-feedback="sent">
          <Trans>Thank you! Your message has been sent. Support will answer by e-mail.</Trans>
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={vm.writeAnother}>
            <Trans>Write another message</Trans>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <Form className={styles.form} onSubmit={(event) => (event.preventDefault(), void vm.submit())} aria-labelledby="support-feedback">
      {vm.failure && (
        <p className={styles.noticeError} role="alert" data-feedback="failed">
          {vm.failure === 'unavailable' ? (
            <Trans>We could not send your message right now. Your text is kept: please try again in a moment.</Trans>
          ) : (
            <Trans>Your message was not accepted. Please check it and try again.</Trans>
          )}
        </p>
      )}
      <TextField label={t`Your name`} name="name" autoComplete="name" value={vm.draft.name} onChange={(v) => vm.set('name', v)} {...error('name')} />
      <TextField
        label={vm.emailRequired ? t`E-mail` : t`E-mail (optional)`}
        description={vm.emailRequired ? undefined : t`We answer to your account's e-mail if you leave this empty.`}
        name="email"
        type="email"
        autoComplete="email"
        isRequired={vm.emailRequired}
        value={vm.draft.email}
        onChange={(v) => vm.set('email', v)}
        {...error('email')}
      />
      <TextField label={t`Subject`} name="subject" value={vm.draft.subject} onChange={(v) => vm.set('subject', v)} {...error('subject')} />
      <TextArea label={t`Message`} name="message" isRequired value={vm.draft.message} onChange={(v) => vm.set('message', v)} {...error('message')} />
      <div className={styles.actions}>
        <Button type="submit" isPending={vm.sending} pendingLabel={t`Sending`}>
          <Trans>Send message</Trans>
        </Button>
      </div>
    </Form>
  );
});
