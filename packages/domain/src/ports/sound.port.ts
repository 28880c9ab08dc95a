/** Short sounds the app plays with a notice. */
export interface SoundPort {
  /**
   * Plays the sound at `volume` (0–1). Resolves false when the browser refuses (autoplay rules before the page has
   * been interacted with, a missing file); never rejects.
   */
  play(url: string, volume: number): Promise<boolean>;
}
export const SoundPort = Symbol.for('SoundPort');
