import { loyaltyNotificationTiming, type LoyaltyNotificationTiming } from '@casino/domain/bonuses';

/** Where the character list shows: on the profile's loyalty page, on the loyalty page, or on both. */
export type CharactersPlacement = 'profile' | 'loyalty' | 'both';

export interface LoyaltySettings {
  readonly characters: CharactersPlacement;
  readonly notifications: LoyaltyNotificationTiming;
  /** Sound played with a notification, when the site configures one. */
  readonly soundUrl: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the `loyalty` section of the content configuration; anything missing or malformed falls back to the
 * defaults (characters on both pages, notifications for five seconds, no sound).
 */
export function readLoyaltySettings(sections: Readonly<Record<string, unknown>>): LoyaltySettings {
  const raw = isRecord(sections.loyalty) ? sections.loyalty : {};
  const placement = raw.characters === 'profile' || raw.characters === 'loyalty' ? raw.characters : 'both';
  const seconds = typeof raw.notificationSeconds === 'number' ? raw.notificationSeconds : null;
  const soundUrl = typeof raw.notificationSound === 'string' && raw.notificationSound.startsWith('/') ? raw.notificationSound : null;
  return { characters: placement, notifications: loyaltyNotificationTiming({ durationSeconds: seconds, sound: soundUrl !== null }), soundUrl };
}
