import { afterFirstPaint } from '../../shared/di/after-first-paint.tsx';

/**
 * The page's head (title, description, robots, language links, structured data) is written after the first paint:
 * index.html carries a sensible title and description until then, and the head library and the SEO settings call
 * stay out of the first download.
 */
export const LazySiteHead = afterFirstPaint(() => import('./head/SiteHead.tsx'), ({ SiteHead }) => <SiteHead />);
