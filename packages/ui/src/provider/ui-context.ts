import { createContext, useContext } from 'react';
import type { RouterProvider } from 'react-aria-components';

type RouterProps = React.ComponentProps<typeof RouterProvider>;

/** What `UiRoot` knows and `AriaScope` hands to react-aria: the locale and client-side navigation. */
export interface UiScope {
  readonly locale: string;
  readonly navigate?: RouterProps['navigate'];
  readonly useHref?: RouterProps['useHref'];
}

export const UiScopeContext = createContext<UiScope>({ locale: 'en-US' });

export const useUiScope = (): UiScope => useContext(UiScopeContext);
