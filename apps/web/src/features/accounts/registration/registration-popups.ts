import type { ConfirmEmailPopupConfig } from '@casino/domain/registration';
import { inject, injectable } from 'inversify';
import { Dialogs, PLAYER_ONLY } from '../../../shared/services/overlays.ts';

/** Popups queued after a registration: the e-mail confirmation (content `sections.forms.confirmEmailPopup`). */
@injectable('Singleton')
export class RegistrationPopups {
  constructor(@inject(Dialogs) private readonly dialogs: Dialogs) {}

  /** Queues the confirmation popup; its view (and the HTML sanitiser) load only now. */
  async queueConfirmEmail(popup: ConfirmEmailPopupConfig): Promise<void> {
    const { renderConfirmEmailPopup } = await import('./ConfirmEmailPopup.tsx');
    this.dialogs.queue({
      kind: 'popup',
      size: 'small',
      scope: PLAYER_ONLY,
      title: popup.title,
      render: ({ close }) => renderConfirmEmailPopup(popup, () => close(undefined)),
    });
  }
}
