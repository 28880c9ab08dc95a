import { SOCIAL_POPUP_SIZE } from '../policies/ui-defaults';
import { WebURLSearchParams } from '../shared/web-url';

/**
 * The social sign-in popup address: /oauth/init with service,
 * redirect_url (the current address) and type_auth.
 */
export function socialSignInUrl(input: { readonly service: string; readonly redirectUrl: string; readonly typeAuth: string }): string {
  const query = new WebURLSearchParams({ service: input.service, redirect_url: input.redirectUrl, type_auth: input.typeAuth });
  return `/oauth/init?${query.toString()}`;
}

/** window.open features for the 640x480 social popup, centred on the opener's screen box. */
export function socialPopupFeatures(screen: { readonly width: number; readonly height: number; readonly left?: number; readonly top?: number }): string {
  const { width, height } = SOCIAL_POPUP_SIZE;
  const left = Math.max(0, Math.round((screen.left ?? 0) + (screen.width - width) / 2));
  const top = Math.max(0, Math.round((screen.top ?? 0) + (screen.height - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top}`;
}
