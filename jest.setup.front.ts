import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// jsdom lacks these; react-router 7 needs them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor wait up to 5 s instead of testing-library's 1 s: two workers on two busy cores can take more
// than a second to render a lazy screen, and a slow machine is not a failure of the screen (issue 43).
configure({ asyncUtilTimeout: 5000 });
