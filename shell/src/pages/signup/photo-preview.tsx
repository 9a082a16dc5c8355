import styled from 'styled-components';
import { IconPerson } from '@dolbom/shared-ui';

export function PhotoPreview({ url }: { url: string | null }) {
  return <Circle>{url ? <img src={url} alt="고른 프로필 사진" /> : <IconPerson size={48} />}</Circle>;
}

const Circle = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 112px;
  height: 112px;
  margin: 0 auto;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.gray100};
  color: ${({ theme }) => theme.colors.gray500};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
