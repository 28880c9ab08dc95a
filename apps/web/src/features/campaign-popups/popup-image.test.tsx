import { campaignPopup } from '@casino/adapters/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MOBILE_IMAGE_MEDIA, preloadPopupImage } from './popup-image.ts';
import { renderCampaignPopup } from './render-campaign-popup.tsx';
import { servedButtonData } from './served/served-popup.ts';

const image = { mobile: '/static/popups/a-mobile.webp', desktop: '/static/popups/a-desktop.webp' };
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => [link.getAttribute('href'), link.getAttribute('media')]);

describe('the popup image preload', () => {
  it('asks for each source for the screens the picture shows it on, once', () => {
    document.head.innerHTML = '';
    preloadPopupImage(image);
    preloadPopupImage(image);
    expect(preloads()).toEqual([
      [image.mobile, MOBILE_IMAGE_MEDIA],
      [image.desktop, '(min-width: 768px)'],
    ]);
    preloadPopupImage(null);
    expect(preloads()).toHaveLength(2);
  });

  it('uses the media the renderer’s picture switches on', () => {
    const html = renderToStaticMarkup(<>{renderCampaignPopup(campaignPopup({ image }), () => {})}</>);
    expect(html).toContain(`<source media="${MOBILE_IMAGE_MEDIA}" srcSet="${image.mobile}"/>`);
  });

  it('loads the image of a popup drawn into a page only if the popup shows (a lazy image hidden is never fetched)', () => {
    const drawn = renderToStaticMarkup(<>{renderCampaignPopup(campaignPopup({ image }), () => {}, servedButtonData)}</>);
    expect(drawn).toMatch(/<img [^>]*loading="lazy"/);
    expect(renderToStaticMarkup(<>{renderCampaignPopup(campaignPopup({ image }), () => {})}</>)).not.toContain('loading=');
  });
});
