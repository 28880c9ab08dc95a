// The page's script (vite.config.ts builds it as an entry of its own): see reveal-served-popup.ts.
import { revealWhenParsed } from './reveal-served-popup.ts';

revealWhenParsed();
