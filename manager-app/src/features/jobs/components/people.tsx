import styled from 'styled-components';
import type { Connection, JobDetail } from '@dolbom/shared-api/contracts';

type Parties = Pick<
  Connection,
  'caregiverName' | 'caregiverPhone' | 'managerName' | 'managerPhone' | 'centerName'
> & {
  elderName: string | null;
  title: string;
};

/** Both sides of a connection: her real name and phone, the elder, the manager, the center and its phone. */
export function People({ parties }: { parties: Parties | JobDetail }) {
  return (
    <Box aria-label="연결된 사람">
      <div>
        <Name>{parties.caregiverName} 요양보호사</Name>
        {parties.caregiverPhone && (
          <Phone href={`tel:${parties.caregiverPhone}`}>{parties.caregiverPhone}</Phone>
        )}
      </div>
      <Sub>
        {parties.elderName} 어르신 · {parties.title}
      </Sub>
      <Sub>
        담당 {parties.managerName} · {parties.centerName}
        {parties.managerPhone && (
          <>
            {' · '}
            <Nowrap>{parties.managerPhone}</Nowrap>
          </>
        )}
      </Sub>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.primaryLight};
`;
const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
`;
const Phone = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 3rem;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Nowrap = styled.span`
  white-space: nowrap;
`;
const Sub = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  overflow-wrap: anywhere;
`;
