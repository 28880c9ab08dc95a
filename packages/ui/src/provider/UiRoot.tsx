import { useEffect, useState, type ReactNode } from 'react';
import { createDialogController, type DialogController } from '../dialogs/controller';
import { DialogsContext } from '../dialogs/context';
import type { DialogHostLabels } from '../dialogs/DialogHost';
import { themeClass, type ThemeName } from '../theme/themes.css';
import { createToastController, type ToastController } from '../toasts/controller';
import { ToastsContext } from '../toasts/context';
import { ToastRegion } from '../toasts/ToastRegion';
import { DeferredDialogHost } from './DeferredDialogHost';
import { DeferredIconSprite } from './DeferredIconSprite';
import { UiScopeContext, type UiScope } from './ui-context';

export type UiLabels = DialogHostLabels & {
  /** Toast landmark name; default "Notifications". */
  notifications?: string;
  /** Toast close button; default "Close notification". */
  closeNotification?: string;
};

export type UiRootProps = {
  children?: ReactNode;
  /** Default `dark`. */
  theme?: ThemeName;
  /** BCP 47 locale for react-aria (number/date formats, direction). Default `en-US`. */
  locale?: string;
  /** Text direction; default the locale's (`ar`, `he`, `fa` … are right-to-left). */
  dir?: 'ltr' | 'rtl';
  /** Controllers the app creates (and may bind in its container); created here when omitted. */
  dialogs?: DialogController<ReactNode>;
  toasts?: ToastController;
  /** Header height the toast region sits under; default 64. */
  headerHeight?: number | string;
  /** Translated texts for the dialog host and toast region. */
  labels?: UiLabels;
  /** Also put the theme class, `dir` and `lang` on `<html>` so portalled overlays get them. Default true. */
  applyToDocument?: boolean;
  /** Client-side navigation for `Link`/`href` props, handed to react-aria by `AriaScope`. */
  navigate?: UiScope['navigate'];
  useHref?: UiScope['useHref'];
};

// the scripts written right to left (the same list react-aria's own locale helper uses)
const RTL_LANGUAGES = new Set(['ae', 'ar', 'arc', 'bcc', 'bqi', 'ckb', 'dv', 'fa', 'glk', 'he', 'ku', 'mzn', 'nqo', 'pnb', 'ps', 'sd', 'ug', 'ur', 'yi']);
const directionOf = (locale: string): 'ltr' | 'rtl' => (RTL_LANGUAGES.has(locale.split(/[-_]/)[0]!.toLowerCase()) ? 'rtl' : 'ltr');

/**
 * Theme, locale and direction, the dialog stack (its code loads with the first dialog), the toast region and the
 * icon sprite, with no react-aria code: what a page needs to paint. Components built on react-aria go inside an
 * `AriaScope` (or use `UiProvider`, which is this plus one).
 */
export function UiRoot({ children, theme = 'dark', locale = 'en-US', dir, dialogs, toasts, headerHeight, labels = {}, applyToDocument = true, navigate, useHref }: UiRootProps) {
  const [ownDialogs] = useState(() => dialogs ?? createDialogController<ReactNode>());
  const [ownToasts] = useState(() => toasts ?? createToastController());
  const direction = dir ?? directionOf(locale);
  const className = themeClass[theme];

  useEffect(() => {
    if (!applyToDocument) return;
    const root = document.documentElement;
    const previous = { dir: root.getAttribute('dir'), lang: root.getAttribute('lang') };
    root.classList.add(className);
    root.setAttribute('dir', direction);
    root.setAttribute('lang', locale);
    return () => {
      root.classList.remove(className);
      restore(root, 'dir', previous.dir);
      restore(root, 'lang', previous.lang);
    };
  }, [applyToDocument, className, direction, locale]);

  const [scope, setScope] = useState<UiScope>({ locale, navigate, useHref });
  if (scope.locale !== locale || scope.navigate !== navigate || scope.useHref !== useHref) setScope({ locale, navigate, useHref });
  const dialogController = dialogs ?? ownDialogs;
  const toastController = toasts ?? ownToasts;
  return (
    <UiScopeContext.Provider value={scope}>
      <DialogsContext.Provider value={dialogController}>
        <ToastsContext.Provider value={toastController}>
          <div className={className} dir={direction} lang={locale} data-ui-root="">
            <DeferredIconSprite />
            {children}
            <ToastRegion controller={toastController} headerHeight={headerHeight} label={labels.notifications} closeLabel={labels.closeNotification} />
            <DeferredDialogHost controller={dialogController} labels={labels} />
          </div>
        </ToastsContext.Provider>
      </DialogsContext.Provider>
    </UiScopeContext.Provider>
  );
}

function restore(el: HTMLElement, name: string, value: string | null) {
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}
