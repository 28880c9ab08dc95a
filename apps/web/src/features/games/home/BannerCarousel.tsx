import type { BannerSlide } from '@casino/domain/ports';
import { Button } from '@casino/ui/button';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../../shared/media/reduced-motion.ts';
import { BannerPicture, type ArtBox } from '../../../shared/media/BannerPicture.tsx';
import { ContentLink } from '../../../shared/navigation/ContentLink.tsx';
import * as styles from './home.css.ts';

/**
 * The slot is 1280 × 400 at most from tablets up, 16:9 on phones (home.css.ts' bannerShape): each width's art is
 * asked for in its slot's shape, so the proxy crops it and the browser scales it without cropping again.
 */
const WIDE: ArtBox = { width: 1280, height: 400 };
const BOXES = { mobile: { width: 768, height: 432 }, tablet: { width: 992, height: 310 }, desktop: WIDE };

/**
 * The main banners, one at a time. Turns by itself unless the visitor prefers reduced motion, has paused it, or is
 * pointing at or focused inside it; previous and next buttons and the pause button work by keyboard. The first
 * image is the page's largest paint: loaded first, eagerly, with its size reserved.
 */
export function BannerCarousel({ banners, autoplayMs, localize }: { banners: readonly BannerSlide[]; autoplayMs: number; localize: (p: string) => string }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  // prerendered turning (most visitors' choice); for reduced motion it stops as soon as the page is live
  const reduced = usePrefersReducedMotion(false);
  const [pausedByPlayer, setPaused] = useState<boolean>();
  const paused = pausedByPlayer ?? reduced;
  const [held, setHeld] = useState(false);
  const count = banners.length;
  useEffect(() => {
    if (paused || held || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), autoplayMs);
    return () => clearInterval(timer);
  }, [paused, held, count, autoplayMs]);
  if (count === 0) return null;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <section
      className={styles.carousel}
      aria-roledescription={t`carousel`}
      aria-label={t`Offers`}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setHeld(false)}
    >
      <div aria-live={paused || held ? 'polite' : 'off'}>
        {banners.map((banner, i) => (
          <div key={banner.id} className={styles.slide} hidden={i !== index} role="group" aria-roledescription={t`slide`} aria-label={t`${i + 1} of ${count}`}>
            <BannerPicture
              images={banner.images!}
              boxes={BOXES}
              className={styles.bannerImage}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              decoding={i === 0 ? 'sync' : 'async'}
            />
            <div className={styles.caption}>
              <h2 className={styles.bannerTitle}>{banner.title}</h2>
              <p className={styles.bannerText}>{banner.text}</p>
              {banner.link && banner.buttonText && (
                <ContentLink className={styles.bannerLink} url={banner.link} external localize={localize}>{banner.buttonText}</ContentLink>
              )}
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <Button variant="secondary" size="sm" onPress={() => go(-1)} aria-label={t`Previous offer`}>‹</Button>
          <Button variant="secondary" size="sm" onPress={() => setPaused(!paused)}>{paused ? t`Play` : t`Pause`}</Button>
          <Button variant="secondary" size="sm" onPress={() => go(1)} aria-label={t`Next offer`}>›</Button>
        </div>
      )}
    </section>
  );
}
