import { createContext, useContext, type ReactNode } from 'react';
import type { UnheadProviderProps } from '@unhead/react/server';

type Unhead = NonNullable<UnheadProviderProps['value']>;

const ServerHeadContext = createContext<Unhead | null>(null);

/** The head of one prerendered page (src/prerender/render-page.tsx): each page gets its own, read after the render. */
export function ServerHead({ value, children }: { value: Unhead; children: ReactNode }) {
  return <ServerHeadContext.Provider value={value}>{children}</ServerHeadContext.Provider>;
}

export const useServerHead = (): Unhead | null => useContext(ServerHeadContext);
