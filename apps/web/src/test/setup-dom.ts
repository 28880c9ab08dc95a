import { configure } from '@testing-library/react';

// On a busy two-core CI machine a lazily loaded chunk can take more than the default second to arrive;
// `findBy…` queries in view tests wait up to five before they fail.
configure({ asyncUtilTimeout: 5000 });
