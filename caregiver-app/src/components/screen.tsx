import styled from 'styled-components';
import { BottomBar } from '@dolbom/shared-ui';

/** A titled block inside a screen. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** The fixed bottom bar of a detail screen: a narrow 저장 and a wide main action. */
export const ActionBar = styled(BottomBar)`
  & > :first-child:not(:last-child) {
    flex: 0 0 104px;
  }
`;
