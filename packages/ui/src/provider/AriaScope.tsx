import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useUiScope } from './ui-context';

/**
 * react-aria's locale and router for the components below it, from the nearest `UiRoot`. `UiRoot` stays free of
 * react-aria so a page can paint before that code arrives; lazily loaded parts (screens, the dialog host) wrap
 * themselves in this scope. `UiProvider` puts one around its children.
 */
export function AriaScope({ children }: { children?: ReactNode }) {
  const { locale, navigate, useHref } = useUiScope();
  return (
    <I18nProvider locale={locale}>
      {navigate ? <RouterProvider navigate={navigate} useHref={useHref}>{children}</RouterProvider> : children}
    </I18nProvider>
  );
}
