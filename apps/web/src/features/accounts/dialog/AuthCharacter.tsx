import * as styles from './AuthCharacter.css.ts';

/** The dealer character beside the sign-in and registration forms (decorative). */
export function AuthCharacter({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 160 200" aria-hidden="true" focusable="false" data-auth-character="">
      <circle className={styles.glow} cx="80" cy="110" r="78" />
      <path className={styles.suit} d="M30 196c0-40 22-66 50-66s50 26 50 66z" />
      <path className={styles.skin} d="M70 126h20v14a10 10 0 0 1-20 0z" />
      <circle className={styles.skin} cx="80" cy="92" r="32" />
      <path className={styles.hat} d="M44 70h72l-8-10H52z" />
      <path className={styles.hat} d="M56 60c0-22 48-22 48 0z" />
      <circle className={styles.eye} cx="69" cy="92" r="4" />
      <circle className={styles.eye} cx="91" cy="92" r="4" />
      <path className={styles.ink} d="M68 106c6 7 18 7 24 0" />
      <circle className={styles.chip} cx="124" cy="160" r="16" />
      <circle className={styles.chip} cx="124" cy="160" r="8" />
    </svg>
  );
}
