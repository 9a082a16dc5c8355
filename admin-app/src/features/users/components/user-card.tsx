import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Card, CardLine, CardTitle } from '../../../components/card';
import { dateTimeText } from '../../../lib/format';
import type { AdminUser } from '../api/types';
import { ROLE_LABELS, USERS_TEXT as T } from '../messages';

/** One found user: name and id, role and center, phone, and 이용 정지 when suspended; opens the detail. */
export function UserCard({ user }: { user: AdminUser }) {
  return (
    <Tap to={`/admin/users/${user.id}`} aria-label={`${user.name} (${user.loginId}) 회원 정보`}>
      <Card>
        <Top>
          <Badge $tone="primary">{ROLE_LABELS[user.role]}</Badge>
          {user.suspendedAt && <Badge $tone="danger">{T.suspended}</Badge>}
        </Top>
        <CardTitle>
          {user.name} ({user.loginId})
        </CardTitle>
        <CardLine>{user.phone}</CardLine>
        {user.centerName && <CardLine>{user.centerName}</CardLine>}
        <CardLine>{T.joined(dateTimeText(user.createdAt).slice(0, 10))}</CardLine>
      </Card>
    </Tap>
  );
}

const Tap = styled(Link)`
  display: block;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  &:active article {
    background: ${({ theme }) => theme.colors.backgroundSubtle};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Top = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
`;
