import styled from 'styled-components';

/**
 * Who the contact is about, on every step of 연락하기 (issue 30: the wizard never named either):
 * `김순례 어르신 일로 박영희 요양보호사님께 연락해요`.
 */
export function ContactSubject({ elderName, caregiverName }: { elderName: string; caregiverName?: string }) {
  return (
    <Subject aria-label="연락 대상">
      <strong>{elderName} 어르신</strong> 일로{' '}
      <strong>{caregiverName ? `${caregiverName} 요양보호사님` : '요양보호사님'}</strong>께 연락해요
    </Subject>
  );
}

const Subject = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  word-break: keep-all;
  overflow-wrap: anywhere;
  strong {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;
