/** System pages other features show in place of their own content (the fatal and icons pages load as route chunks). */
export { NotFoundView } from './NotFoundScreen.tsx';
