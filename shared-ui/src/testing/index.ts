// Test utilities for the remotes' component tests (`@dolbom/shared-ui/testing`): the API faked at the
// network layer and a route rendered as the app renders it. Never imported by app code.
export { installFakeApi } from './fake-api';
export type { FakeRequest, Reply } from './fake-api';
export { browserBack, renderRoute } from './render';
export { contractFixture } from './contract-fixture';
