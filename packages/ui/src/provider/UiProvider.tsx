import { useEffect, useState, type ReactNode } from 'react';
import { I18nProvider, RouterProvider, useLocale } from 'react-aria-components';
import { IconSprite } from '../components/Icon/Icon';
import { createDialogController, type DialogController } from '../dialogs/controller';
import { DialogsContext } from '../dialogs/context';
import type { DialogHostLabels } from '../dialogs/DialogHost';
import { themeClass, type ThemeName } from '../theme/themes.css';
import { createToastController, type ToastController } from '../toasts/controller';
import { ToastsContext } from '../toasts/context';
import { ToastRegion } from '../toasts/ToastRegion';
import { DeferredDialogHost } from './DeferredDialogHost';

export type UiLabels = DialogHostLabels & {
  /** Toast landmark name; default "Notifications". */
  notifications?: string;
  /** Toast close button; default "Close notification". */
  closeNotification?: string;
};

type RouterProps = React.ComponentProps<typeof RouterProvider>;

export type UiProviderProps = {
  children?: ReactNode;
  /** Default `dark` (spec part 1 §9). */
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
  /** Client-side navigation for `Link`/`href` props (react-aria `RouterProvider`). */
  navigate?: RouterProps['navigate'];
  useHref?: RouterProps['useHref'];
};

/** Applies theme, locale and direction; hosts the dialog stack (its code loads with the first dialog) and the toast region. */
export function UiProvider({ locale = 'en-US', navigate, useHref, ...props }: UiProviderProps) {
  const inner = <Inner locale={locale} {...props} />;
  return (
    <I18nProvider locale={locale}>
      {navigate ? <RouterProvider navigate={navigate} useHref={useHref}>{inner}</RouterProvider> : inner}
    </I18nProvider>
  );
}

function Inner({ children, theme = 'dark', locale, dir, dialogs, toasts, headerHeight, labels = {}, applyToDocument = true }: UiProviderProps) {
  const [ownDialogs] = useState(() => dialogs ?? createDialogController<ReactNode>());
  const [ownToasts] = useState(() => toasts ?? createToastController());
  const localeDirection = useLocale().direction;
  const direction = dir ?? localeDirection;
  const className = themeClass[theme];

  useEffect(() => {
    if (!applyToDocument) return;
    const root = document.documentElement;
    const previous = { dir: root.getAttribute('dir'), lang: root.getAttribute('lang') };
    root.classList.add(className);
    root.setAttribute('dir', direction);
    if (locale) root.setAttribute('lang', locale);
    return () => {
      root.classList.remove(className);
      restore(root, 'dir', previous.dir);
      restore(root, 'lang', previous.lang);
    };
  }, [applyToDocument, className, direction, locale]);

  const dialogController = dialogs ?? ownDialogs;
  const toastController = toasts ?? ownToasts;
  return (
    <DialogsContext.Provider value={dialogController}>
      <ToastsContext.Provider value={toastController}>
        <div className={className} dir={direction} lang={locale} data-ui-root="">
          <IconSprite />
          {children}
          <ToastRegion controller={toastController} headerHeight={headerHeight} label={labels.notifications} closeLabel={labels.closeNotification} />
          <DeferredDialogHost controller={dialogController} labels={labels} />
        </div>
      </ToastsContext.Provider>
    </DialogsContext.Provider>
  );
}

function restore(el: HTMLElement, name: string, value: string | null) {
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}
