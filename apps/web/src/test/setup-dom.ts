import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { setInteractionModality } from 'react-aria-components';

// On a busy two-core CI machine a lazily loaded chunk can take more than the default second to arrive;
// `findBy…` queries in view tests wait up to five before they fail.
configure({ asyncUtilTimeout: 5000 });

// Testing Library unmounts what a test rendered by itself only the first time its module loads; the view tests share
// their modules and document across files (no isolation), so every file unmounts after each of its tests here.
afterEach(() => cleanup());

// react-aria keeps the last interaction's kind in module state, shared by the files here too: a click without a
// pointer in one file (a "virtual" click, as a screen reader makes) left the next file's autofocus waiting for CSS
// transitions, so its focus came late. Each test starts as a fresh page behaves (focus lands at once, rings show).
afterEach(() => setInteractionModality('keyboard'));

