/**
 * The accounts feature: sign-in, two-factor, restore, registration, social sign-in, the messaging app and the
 * embedded form pages. Its start-up module is all the app binds; the rest loads with the dialog and the form pages.
 */
export { accountsModule } from './accounts.module.ts';
