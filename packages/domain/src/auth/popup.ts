import type { AuthPopupMode } from '../routing/popups';

/** The sign-in popup's side banner: `addition` is HTML (sanitise before rendering). */
export interface SignInBanner {
  readonly label: string;
  readonly value: string;
  readonly addition: string;
  /** The compact variant (banner_type 'compact'). */
  readonly compact: boolean;
  readonly images: { readonly mobile?: string; readonly tablet?: string };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * The banner from the content configuration's `sections.banners.auth`, or undefined when it does not exist
 * (missing, `isExist` false, or nothing to show).
 */
export function readAuthBanner(sections: Readonly<Record<string, unknown>> | null | undefined): SignInBanner | undefined {
  const banners = sections?.banners;
  const raw = isRecord(banners) ? banners.auth : undefined;
  if (!isRecord(raw) || raw.isExist === false) return undefined;
  const banner = { label: text(raw.label), value: text(raw.value), addition: text(raw.addition) };
  if (!banner.label && !banner.value && !banner.addition) return undefined;
  const images = isRecord(raw.images) ? raw.images : {};
  return {
    ...banner,
    compact: raw.banner_type === 'compact',
    images: {
      ...(typeof images.mobile === 'string' ? { mobile: images.mobile } : {}),
      ...(typeof images.tablet === 'string' ? { tablet: images.tablet } : {}),
    },
  };
}

/** Whether the registration configuration (`sections.forms.registration`) turns character select on. */
export function readCharacterSelect(sections: Readonly<Record<string, unknown>> | null | undefined): boolean {
  const forms = sections?.forms;
  const registration = isRecord(forms) ? forms.registration : undefined;
  return isRecord(registration) && registration.showCharacterSelect === true;
}

/**
 * The side banner: in registration when character select is enabled or a banner exists,
 * in the other modes when a banner exists.
 */
export function authPopupShowsBanner(mode: AuthPopupMode, input: { readonly banner: boolean; readonly characterSelect: boolean }): boolean {
  return mode === 'registration' ? input.banner || input.characterSelect : input.banner;
}

/**
 * "A character illustration can appear in some modes". We show it
 * with the forms that open a visit — sign-in and both registrations — and keep the code and restore steps plain.
 */
export function authPopupShowsCharacter(mode: AuthPopupMode): boolean {
  return mode === 'authorization' || mode === 'registration' || mode === 'socialRegistration';
}
