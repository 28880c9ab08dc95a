import type { WindowMessagingPort } from '@casino/domain/ports';

type MessageTarget = Parameters<WindowMessagingPort['post']>[0];

/** The browser facts an embedded form page needs, behind a seam for tests (`browserEmbeddedFrame`). */
export interface EmbeddedFrame {
  readonly origin: string;
  /** Path and query of the form page. */
  address(): string;
  /** The parent window when the page is framed, else null. */
  parent(): MessageTarget | null;
  /** The parent's path and query when it is same-origin (readable), else undefined. */
  parentAddress(): string | undefined;
}
export const EmbeddedFrame = Symbol.for('EmbeddedFrame');

export function browserEmbeddedFrame(win: Window = window): EmbeddedFrame {
  return {
    origin: win.location.origin,
    address: () => `${win.location.pathname}${win.location.search}`,
    parent: () => (win.parent && win.parent !== win ? win.parent : null),
    parentAddress: () => {
      try {
        const { origin, pathname, search } = win.parent.location; // throws when the parent is cross-origin
        return win.parent !== win && origin === win.location.origin ? `${pathname}${search}` : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
