import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 1 s by default: a lazily loaded catalog or chunk can take longer when
// the browser suite and the PostgreSQL suite share the two cores (.ci/run)
configure({ asyncUtilTimeout: 10_000 });
