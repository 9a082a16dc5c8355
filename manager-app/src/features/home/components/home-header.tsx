import styled from 'styled-components';

/** Home header (spec §2): the label 맞춤 요양 보호사; the elder dropdown arrives with the manager issue. */
export function ManagerHomeHeader() {
  return (
    <Wrap>
      <Label>맞춤 요양 보호사</Label>
      <Title>어르신별 추천</Title>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  padding-top: 4px;
`;
const Label = styled.span`
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: ${({ theme }) => theme.fontSizes.body}px;
  font-weight: 700;
`;
const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.title}px;
  font-weight: 800;
`;
