export type { LoginContact } from './hints';
export {
  showRegistrationHint, showConfirmContactsHint, loginContact, registrationTimeMs, REGISTRATION_HINT_MS,
  CONFIRM_CONTACTS_HINT_MS, CONFIRM_SENT_KEY,
} from './hints';
