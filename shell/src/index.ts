// Async boundary: Module Federation resolves the shared singletons before the app code runs.
import('./bootstrap');
