import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// On a busy two-core CI machine a lazily loaded chunk can take more than the default second to arrive;
// `findBy…` queries in view tests wait up to five before they fail.
configure({ asyncUtilTimeout: 5000 });

// Testing Library unmounts what a test rendered by itself only the first time its module loads; the view tests share
// their modules and document across files (no isolation), so every file unmounts after each of its tests here.
afterEach(() => cleanup());
