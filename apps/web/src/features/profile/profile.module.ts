import { ContainerModule } from 'inversify';
import { AccountSettingsViewModel } from './settings/account-settings.vm.ts';
import { PersonalDataViewModel } from './settings/personal-data.vm.ts';
import { ContactViewModel } from './contacts/contact.vm.ts';
import { ContactsListViewModel } from './contacts/contacts-list.vm.ts';
import { PasswordViewModel } from './security/password.vm.ts';
import { TwoFactorSwitchViewModel } from './security/two-factor-switch.vm.ts';
import { NotificationsViewModel } from './notifications/notifications.vm.ts';
import { LinkActionViewModel } from './links/link-action.vm.ts';

/** The profile screens' view-models (transient: one per mounted view), listed by the profile's lazy chunks. */
export function profileScreensModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(PersonalDataViewModel).toSelf();
    bind(AccountSettingsViewModel).toSelf();
    bind(ContactViewModel).toSelf();
    bind(ContactsListViewModel).toSelf();
    bind(PasswordViewModel).toSelf();
    bind(TwoFactorSwitchViewModel).toSelf();
    bind(NotificationsViewModel).toSelf();
    bind(LinkActionViewModel).toSelf();
  });
}
