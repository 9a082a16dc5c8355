import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router 7 needs them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });
