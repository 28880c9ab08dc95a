import type { SoundPort } from '@casino/domain/ports';

/** SoundPort over an `HTMLAudioElement`; a refused `play()` (autoplay policy) is reported, not thrown. */
export class BrowserSound implements SoundPort {
  async play(url: string, volume: number): Promise<boolean> {
    if (typeof Audio === 'undefined') return false;
    try {
      const audio = new Audio(url);
      audio.volume = Math.max(0, Math.min(1, volume));
      await audio.play();
      return true;
    } catch {
      return false;
    }
  }
}
