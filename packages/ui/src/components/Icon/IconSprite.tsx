import { iconId, iconNames, iconPaths, type IconName } from './icons';
import * as styles from './Icon.css';

/**
 * The `<symbol>` sprite every `Icon` references; render once per document (`UiRoot` does, just after the first paint).
 * `names`: only those icons, for markup drawn before that sprite is there (`StaticDialog`'s close button).
 */
export function IconSprite({ names = iconNames }: { names?: readonly IconName[] }) {
  return (
    <svg className={styles.sprite} aria-hidden focusable={false} data-ui-sprite="">
      {names.map((name) => (
        <symbol key={name} id={iconId(name)} viewBox="0 0 24 24">
          <path d={iconPaths[name]} />
        </symbol>
      ))}
    </svg>
  );
}
