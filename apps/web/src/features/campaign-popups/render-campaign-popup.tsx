import { Button } from '@casino/ui/button';
import { SafeHtml } from '../../shared/safe-html/SafeHtml.tsx';
import type { CampaignPopupRenderer } from './slots.ts';

/** Body of a campaign popup: image, sanitised HTML content, buttons. */
export const renderCampaignPopup: CampaignPopupRenderer = (popup, act) => (
  <div data-campaign-popup={popup.sysname}>
    {popup.image && (
      <picture>
        <source media="(max-width: 767px)" srcSet={popup.image.mobile} />
        {/* the picture's box is 2:1 whatever the image's own shape (cropped to fill it), so the popup keeps its size as the image arrives */}
        <img src={popup.image.desktop} alt="" width={480} height={240} style={{ inlineSize: '100%', blockSize: 'auto', aspectRatio: '2 / 1', objectFit: 'cover' }} />
      </picture>
    )}
    <SafeHtml html={popup.content} />
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {popup.buttons.map((button) => (
        <Button key={`${button.action}-${button.label}`} variant={button.variant ?? 'primary'} onPress={() => act(button)}>
          {button.label}
        </Button>
      ))}
    </div>
  </div>
);
