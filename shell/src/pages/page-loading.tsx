import { Spinner } from '@dolbom/shared-ui/core';
import styled from 'styled-components';

const Center = styled.div`
  display: flex;
  min-height: 60dvh;
  align-items: center;
  justify-content: center;
`;

export function PageLoading() {
  return (
    // data-page-loading: while only this is shown, the signed-in start's home frame stays (boot-frame.ts).
    <Center role="status" aria-label="불러오는 중" data-page-loading="">
      <Spinner />
    </Center>
  );
}
