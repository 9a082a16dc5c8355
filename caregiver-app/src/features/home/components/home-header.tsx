import styled from 'styled-components';
import { useUser } from '@dolbom/shared-api/hooks';

/** Home header (spec §2). The caregiver's stored address replaces the greeting once the caregiver issue adds it. */
export function CaregiverHomeHeader() {
  const { data: user } = useUser();
  return (
    <Wrap>
      <Label>요양보호사</Label>
      <Title>{user ? `${user.name}님` : ''}</Title>
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
