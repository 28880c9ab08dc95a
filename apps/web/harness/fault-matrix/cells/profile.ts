import type { Driver } from '../cell.ts';

/** The profile's sections, the registration form's lists and the unsubscribe link. */
export const PROFILE: readonly Driver[] = [
  { op: 'account.getprofileinfo', who: 'demo', screen: '/profile/settings', failure: 'message' },
  { op: 'account.getPersonalDataFields', who: 'guest', screen: '/forms/sign_up', failure: 'message', bare: true },
  // without the phone settings the phone field is a plain input: nothing to say
  { op: 'account.getContactPhoneSettings', who: 'guest', screen: '/forms/sign_up', failure: 'silent', bare: true },
  { op: 'games.getHistory', who: 'demo', screen: '/profile/bets', failure: 'message' },
  { op: 'bonuses.get', who: 'demo', screen: '/profile/bonuses', failure: 'message' },
  { op: 'BettingBonuses.get', who: 'demo', screen: '/profile/bonuses', failure: 'message' },
  { op: 'freespins.get', who: 'demo', screen: '/profile/bonuses', failure: 'message' },
  { op: 'cashbacks.get', who: 'demo', screen: '/profile/cashback', failure: 'message' },
  { op: 'account.getLimits', who: 'demo', screen: '/profile/responsible-game', failure: 'message' },
  // the link unsubscribes the signed-in player
  { op: 'account.unsubscribe', who: { fresh: {} }, screen: '/unsubscribe', failure: 'message' },
];
