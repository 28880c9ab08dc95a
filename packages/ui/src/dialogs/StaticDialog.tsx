import type { ReactNode } from 'react';
import { IconSprite } from '../components/Icon/IconSprite';
import { IconButton } from '../components/IconButton/IconButton';
import { themeClass, type ThemeName } from '../theme/themes.css';
import * as styles from './DialogHost.css';
import { STATIC_DIALOG_ATTRIBUTE, STATIC_DIALOG_CLOSE_ATTRIBUTE } from './static-attributes';

export type StaticDialogProps = {
  /** Makes the title's id; also the value of `data-static-dialog`, by which a page's script finds the dialog. */
  id: string;
  title: string;
  /** The close button's accessible name. */
  closeLabel: string;
  /** Its colours; also written as `data-theme`, so a script can tell it from the visitor's choice. */
  theme: ThemeName;
  dir: 'ltr' | 'rtl';
  lang: string;
  /** More `data-` attributes for the page's script to read (what it should check before it shows the dialog). */
  data?: Readonly<Record<`data-${string}`, string>>;
  children: ReactNode;
};


/**
 * A popup drawn as plain markup, for a server to put in a page's HTML: it shows with the page's first paint, before
 * any script has run, where a dialog of `DialogHost` comes only once the app has started (seconds on a phone). It
 * looks as the host draws a medium primary popup (the same classes, in the page's theme), starts `hidden`, and knows
 * no behaviour: the page's own script shows it, moves focus into it and closes it, and once the app runs, the host's
 * dialog takes its place (`DialogOptions.replaces`) in the same frame. Buttons inside it do nothing before that.
 */
export function StaticDialog({ id, title, closeLabel, theme, dir, lang, data, children }: StaticDialogProps) {
  const titleId = `${id}-title`;
  return (
    <div className={themeClass[theme]} dir={dir} lang={lang} data-theme={theme} {...data} {...{ [STATIC_DIALOG_ATTRIBUTE]: id }} hidden>
      <div className={styles.overlay({ kind: 'popup' })} style={{ zIndex: 1000 }}>
        <div className={`${styles.modal({ kind: 'popup', size: 'medium', color: 'primary' })} ${styles.mobileFull}`}>
          <section className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-kind="popup">
            <div className={styles.header}>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              <IconButton icon="close" label={closeLabel} size="sm" className={styles.closeButton} {...{ [STATIC_DIALOG_CLOSE_ATTRIBUTE]: '' }} />
              {/* the page's sprite comes with the app: the close icon is drawn from a symbol of its own till then */}
              <IconSprite names={['close']} />
            </div>
            {children}
          </section>
        </div>
      </div>
    </div>
  );
}
