import { accountsAdaptersModule, profileAdaptersModule } from '@casino/adapters';
import { profileCatalog } from './profile-catalog.ts';

/** What every profile chunk binds before it renders (each re-exports this file); accounts': the phone settings and countries. */
export const adapters = [profileAdaptersModule, accountsAdaptersModule];
export const catalog = profileCatalog;
