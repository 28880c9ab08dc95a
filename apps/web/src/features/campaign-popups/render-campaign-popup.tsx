import { Button } from '@casino/ui/button';
import { SafeHtml } from '../../shared/safe-html/SafeHtml.tsx';
import type { PopupCampaign } from '@casino/domain/ports';
import type { ReactNode } from 'react';
import type { CampaignButton } from './slots.ts';

/**
 * Body of a campaign popup: image, sanitised HTML content, buttons. `served`: drawn into a page's HTML, hidden until
 * its script shows it (served/), with the attributes of each button that script reads (`servedButtonData`, passed in
 * rather than imported: the build's popup chunk takes what this module imports, and the service needs that module
 * without this chunk); its image loads only if it shows, not for every visitor who saw it long ago.
 */
export const renderCampaignPopup = (
  popup: PopupCampaign,
  act: (button: CampaignButton) => void,
  served?: (index: number, button: CampaignButton) => Record<`data-${string}`, string>,
): ReactNode => (
  <div data-campaign-popup={popup.sysname}>
    {popup.image && (
      <picture>
        <source media="(max-width: 767px)" srcSet={popup.image.mobile} />
        {/* the media as popup-image.ts preloads it (not imported: this chunk would then be the service's import) */}
        {/* the picture's box is 2:1 whatever the image's own shape, so the popup keeps its size as the image arrives; an
            image of another shape shows whole inside it (a campaign's artwork often carries words: never cropped) */}
        <img src={popup.image.desktop} alt="" width={480} height={240} loading={served ? 'lazy' : undefined} style={{ inlineSize: '100%', blockSize: 'auto', aspectRatio: '2 / 1', objectFit: 'contain' }} />
      </picture>
    )}
    <SafeHtml html={popup.content} />
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {popup.buttons.map((button, index) => (
        <Button key={`${button.action}-${button.label}`} variant={button.variant ?? 'primary'} onPress={() => act(button)} {...served?.(index, button)}>
          {button.label}
        </Button>
      ))}
    </div>
  </div>
);
