import { Spinner } from '@dolbom/shared-ui';
import styled from 'styled-components';
import { PAGE_LOADING_ATTR } from '../boot-frame';

const Center = styled.div`
  display: flex;
  min-height: 60dvh;
  align-items: center;
  justify-content: center;
`;

export function PageLoading() {
  return (
    <Center role="status" aria-label="불러오는 중" {...{ [PAGE_LOADING_ATTR]: '' }}>
      <Spinner />
    </Center>
  );
}
