import type { PopupCampaign } from '@casino/domain/ports';

/** Where the popup's picture shows its mobile image (render-campaign-popup.tsx); the desktop one shows above it. */
export const MOBILE_IMAGE_MEDIA = '(max-width: 767px)';
const DESKTOP_IMAGE_MEDIA = '(min-width: 768px)';

/**
 * Asks for a popup's image as soon as the popup is known to show, beside its renderer's chunk: otherwise the image
 * was asked for only once the popup was drawn, and on a guest's first visit it is often the page's largest element.
 * One preload per source, each for the screens where the picture shows it, so the browser fetches only one.
 */
export function preloadPopupImage(image: PopupCampaign['image'], doc: Document | undefined = globalThis.document): void {
  if (!image || !doc) return;
  const present = new Set([...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href')));
  for (const [href, media] of [
    [image.mobile, MOBILE_IMAGE_MEDIA],
    [image.desktop, DESKTOP_IMAGE_MEDIA],
  ] as const) {
    if (present.has(href)) continue;
    const link = doc.createElement('link');
    for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', href, media })) link.setAttribute(name, value);
    doc.head.append(link);
  }
}
