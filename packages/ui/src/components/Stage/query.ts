/**
 * When a `fill="compact"` stage takes the whole screen: a phone, upright or turned on its side, or any window too low
 * for a page around what it shows. For the styles of what sits in the stage's bar (a smaller title, what shows only then).
 */
export const STAGE_COMPACT = '(max-width: 767px), (max-height: 480px)';
