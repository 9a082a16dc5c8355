import { lazy, Suspense, type ComponentType } from 'react';
import styled from 'styled-components';
import { Spinner } from '@dolbom/shared-ui/core';

const Center = styled.div`
  display: flex;
  min-height: 60dvh;
  align-items: center;
  justify-content: center;
`;

/**
 * A page component that loads when first opened (issue 14, signed-in cold start): a remote's `./role` then
 * holds only the home and what every screen needs, so the forms (and the zod schemas they import) are not
 * downloaded and evaluated before the home can paint. Both role remotes route their other screens through it.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return () => (
    <Suspense
      fallback={
        <Center role="status" aria-label="불러오는 중">
          <Spinner />
        </Center>
      }
    >
      <Page />
    </Suspense>
  );
}
