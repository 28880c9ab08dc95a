/** The sprite symbol's element id of an icon (its own module, so `Icon` does not pull the path data in with it). */
export const iconId = (name: string) => `ui-icon-${name}`;
