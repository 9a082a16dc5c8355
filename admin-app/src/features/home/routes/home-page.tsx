import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageBody } from '@dolbom/shared-ui';
import { useQueueCount, type Queue } from '../api/queue-counts';

/** Each operator task, as the home lists them: where it is and what it is for. */
export const ADMIN_TASKS = [
  {
    to: '/admin/memberships',
    title: '센터 회원 승인',
    note: '첫 회원을 기다리는 센터의 사회복지사를 승인해요',
    queue: 'memberships',
  },
  {
    to: '/admin/certificates',
    title: '자격증 확인',
    note: '요양보호사 자격증 사진과 번호를 확인해요',
    queue: 'certificates',
  },
  { to: '/admin/reports', title: '신고', note: '들어온 신고를 보고 처리해요', queue: 'reports' },
  { to: '/admin/users', title: '회원 찾기', note: '아이디·이름·전화번호로 찾고, 이용을 정지해요' },
  { to: '/admin/audit', title: '감사 기록', note: '운영자가 처리한 일을 시간순으로 봐요' },
] as const;

/** How many wait in a queue, beside its title (issue 30: the home had no counts). */
function QueueCount({ queue }: { queue: Queue }) {
  const n = useQueueCount(queue);
  if (n === undefined) return null;
  return <Count $zero={n === 0}>{n === 0 ? '대기 없음' : `대기 ${n}건`}</Count>;
}

/** / (the operator's home): the tasks, each a big tap target. The shell draws the header above. */
export function HomePage() {
  return (
    <PageBody $gap={12}>
      <section aria-label="운영 업무">
        <List>
          {ADMIN_TASKS.map((t) => (
            <li key={t.to}>
              <Task to={t.to}>
                <Title>
                  <strong>{t.title}</strong>
                  {'queue' in t && <QueueCount queue={t.queue} />}
                </Title>
                <span>{t.note}</span>
              </Task>
            </li>
          ))}
        </List>
      </section>
    </PageBody>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
`;
const Count = styled.em<{ $zero: boolean }>`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.full}px;
  background: ${({ $zero, theme }) => ($zero ? theme.colors.gray100 : theme.colors.primaryLight)};
  color: ${({ $zero, theme }) => ($zero ? theme.colors.textSecondary : theme.colors.primaryDark)};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-style: normal;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Task = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-height: 4.5rem;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  &:active {
    background: ${({ theme }) => theme.colors.backgroundSubtle};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
