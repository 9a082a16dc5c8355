import { Spinner } from '@dolbom/shared-ui';
import styled from 'styled-components';

const Center = styled.div`
  display: flex;
  min-height: 60dvh;
  align-items: center;
  justify-content: center;
`;

export function PageLoading() {
  return (
    <Center role="status" aria-label="불러오는 중">
      <Spinner />
    </Center>
  );
}
