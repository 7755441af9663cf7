import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library's `findBy…` and `waitFor` give up after 1 s by default; on a loaded 2-core machine a lazy
// chunk or a query can take longer than that without anything being wrong. The wait ends as soon as the
// screen is right, so a long ceiling costs nothing on an idle machine (issue 25, item 15).
configure({ asyncUtilTimeout: 20_000 });

// A request is sent in the task after the one that asked for it (decision 115): a test that ends in the asking task
// lets its requests go out, to its own fake API, before the next test stubs another.
afterEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
