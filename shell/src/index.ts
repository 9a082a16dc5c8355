import { applyTextSize } from './text-size';

// 글자 크기 of this device, before anything renders.
applyTextSize();
// Async boundary: Module Federation resolves the shared singletons before the app code runs.
import('./bootstrap');
