import type { ChatPort, ChatPortFactory, ChatSettings } from '@casino/domain/ports';
import { BetunlimChat } from './betunlim/betunlim.adapter.ts';
import type { VendorWindow } from './browser-host.ts';
import { Comm100Chat } from './comm100.adapter.ts';
import { FreshChat } from './freshchat/freshchat.adapter.ts';
import { JivoSite } from './jivosite/jivosite.adapter.ts';
import { LiveChat } from './livechat/livechat.adapter.ts';
import { LiveTexChat } from './livetex/livetex.adapter.ts';
import { VerboxChat } from './verbox/verbox.adapter.ts';

/**
 * The chat adapters, one per vendor, behind one factory. This subpath (`@casino/adapters/chat`) is imported only
 * from a lazy chunk: no vendor code reaches the first page load.
 */
export const createChatPort: ChatPortFactory = (settings: ChatSettings, locale: string): ChatPort => {
  const win = globalThis as unknown as VendorWindow;
  const { config } = settings;
  switch (settings.provider) {
    case 'freshChat':
      return new FreshChat(config, locale, win);
    case 'liveChat':
      return new LiveChat(config, win);
    case 'jivoSite':
      return new JivoSite(config, win);
    case 'live_tex':
      return new LiveTexChat(config, win);
    case 'verbox':
      return new VerboxChat(config, win);
    case 'betunlim':
      return new BetunlimChat(config, win);
    case 'comm100':
      return new Comm100Chat();
  }
};

export { FreshChat, LiveChat, JivoSite, LiveTexChat, VerboxChat, BetunlimChat, Comm100Chat };
export { loadScript, waitFor } from './browser-host.ts';
