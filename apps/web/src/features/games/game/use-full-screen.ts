import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Full screen for the game's box: the Fullscreen API where the browser has it, else (iPhone Safari) the box is
 * styled to cover the viewport; Escape leaves either.
 */
export function useFullScreen(ref: RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false);
  const [fallback, setFallback] = useState(false);

  useEffect(() => {
    const onChange = () => setNative(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);

  useEffect(() => {
    if (!fallback) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setFallback(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fallback]);

  const enter = useCallback(() => {
    const element = ref.current;
    if (element && typeof element.requestFullscreen === 'function' && document.fullscreenEnabled) {
      element.requestFullscreen().catch(() => setFallback(true));
    } else setFallback(true);
  }, [ref]);

  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    setFallback(false);
  }, []);

  return { active: native || fallback, fallback, enter, exit };
}
