import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BottomBar, Header, PageBody } from '@dolbom/shared-ui';
import { useBack } from '../lib/use-back';

/** A screen outside the tab frame: header with 뒤로 가기 and a title, then the body. */
export function Screen({
  title,
  onBack,
  children,
  bottomInset = 0,
}: {
  title: string;
  onBack?: () => void;
  children: ReactNode;
  bottomInset?: number;
}) {
  const back = useBack();
  return (
    <>
      <Header title={title} onBack={onBack ?? back} />
      <PageBody $gap={16} $bottomInset={bottomInset}>
        {children}
      </PageBody>
    </>
  );
}

/** A titled block inside a screen. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.title}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** The fixed bottom bar of a detail screen: a narrow 저장 and a wide main action. */
export const ActionBar = styled(BottomBar)`
  & > :first-child:not(:last-child) {
    flex: 0 0 104px;
  }
`;
