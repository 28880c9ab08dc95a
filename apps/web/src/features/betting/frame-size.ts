/** The frame's height before the sportsbook reports its own: the page keeps this room so nothing jumps. */
export const MIN_FRAME_HEIGHT = 640;
