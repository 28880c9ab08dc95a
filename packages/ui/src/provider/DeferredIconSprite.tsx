import { useEffect, useState } from 'react';

/**
 * The icon sprite, fetched just after the first paint: icons reference it by id (`<use href>`), so an icon drawn
 * before it arrives appears as soon as it does, and the icons' path data stays out of the initial chunk.
 */
export function DeferredIconSprite() {
  const [Sprite, setSprite] = useState<typeof import('../components/Icon/IconSprite').IconSprite | undefined>();
  useEffect(() => {
    let active = true;
    import('../components/Icon/IconSprite').then(
      (m) => active && setSprite(() => m.IconSprite),
      (error: unknown) => console.error('the icon sprite could not be loaded', error),
    );
    return () => {
      active = false;
    };
  }, []);
  return Sprite ? <Sprite /> : null;
}
