/**
 * What a page's script finds a `StaticDialog` and its close button by. A module of its own: the app that takes the
 * drawn dialog's place reads them without loading the component and its styles.
 */
export const STATIC_DIALOG_ATTRIBUTE = 'data-static-dialog';
export const STATIC_DIALOG_CLOSE_ATTRIBUTE = 'data-static-dialog-close';
