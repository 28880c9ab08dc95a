import type { SignInBanner as Banner } from '@casino/domain/auth';
import { SafeHtml } from '../../../shared/safe-html/SafeHtml.tsx';
import * as styles from './AuthBanner.css.ts';

/** Only site-relative or https images from the content configuration. */
const safeImage = (src: string | undefined): string | undefined => (src && /^(\/(?!\/)|https:\/\/)/.test(src) ? src : undefined);

/**
 * The sign-in popup's side banner from the content configuration: label, value and the
 * `addition` HTML (sanitised); the compact variant is one line without the picture.
 */
export function AuthBanner({ banner }: { banner: Banner }) {
  const mobile = safeImage(banner.images.mobile);
  const tablet = safeImage(banner.images.tablet);
  return (
    <div className={banner.compact ? `${styles.banner} ${styles.compact}` : styles.banner} data-auth-banner={banner.compact ? 'compact' : 'full'}>
      {!banner.compact && (tablet ?? mobile) && (
        <picture>
          {mobile && tablet && <source media="(max-width: 767px)" srcSet={mobile} />}
          <img className={styles.image} src={tablet ?? mobile} alt="" loading="lazy" decoding="async" />
        </picture>
      )}
      {banner.label && <p className={styles.label}>{banner.label}</p>}
      {banner.value && <p className={styles.value}>{banner.value}</p>}
      {banner.addition && <SafeHtml html={banner.addition} className={styles.addition} />}
    </div>
  );
}
