import { SlotView } from '../../../shared/slots/use-slot.tsx';
import { HallBannersSlot } from '../slots.ts';

/** The games hall's banner position in the content system. */
export const HALL_BANNER_POSITION = 'gamehall_top';

/**
 * The banners above the games hall, from whatever fills `HallBannersSlot` (a lazy chunk). Banners are extras: while
 * they load, when `banners.get` fails or when their chunk cannot load, the hall shows without them. `onSettled` says
 * when the strip knows what it shows (banners, none, or a failure of the call or of the chunk).
 */
export function HallBanners({ onSettled }: { onSettled?: () => void }) {
  return <SlotView slot={HallBannersSlot} render={({ BannerStrip }) => <BannerStrip position={HALL_BANNER_POSITION} onSettled={onSettled} />} onFailed={onSettled} />;
}
