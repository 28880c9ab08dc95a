import { iconId, iconNames, iconPaths } from './icons';
import * as styles from './Icon.css';

/** The `<symbol>` sprite every `Icon` references; render once per document (`UiRoot` does, just after the first paint). */
export function IconSprite() {
  return (
    <svg className={styles.sprite} aria-hidden focusable={false} data-ui-sprite="">
      {iconNames.map((name) => (
        <symbol key={name} id={iconId(name)} viewBox="0 0 24 24">
          <path d={iconPaths[name]} />
        </symbol>
      ))}
    </svg>
  );
}
