import { lazy, Suspense, type ComponentType } from 'react';
import styled from 'styled-components';
import { Spinner } from '@dolbom/shared-ui/core';

const Center = styled.div`
  display: flex;
  min-height: 60dvh;
  align-items: center;
  justify-content: center;
`;

/** A screen from `lazyPage`: `preload()` starts its download before it is opened (idempotent). */
export type LazyPage = ComponentType & { preload: () => void };

/**
 * A page component that loads when first opened (issue 14, signed-in cold start): a remote's `./role` then
 * holds only the home and what every screen needs, so the forms (and the zod schemas they import) are not
 * downloaded and evaluated before the home can paint. Both role remotes route their other screens through it.
 * The shell calls `preload()` when a link to the screen is touched, hovered, focused or in sight (issue 45),
 * so the tap finds it downloaded; a failed preload is forgotten and the screen asks again when opened.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const get = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (e: unknown) => {
        loading = null;
        throw e;
      },
    ));
  const Page = lazy(get);
  const Screen = () => (
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
  return Object.assign(Screen, { preload: () => void get().catch(() => undefined) });
}
