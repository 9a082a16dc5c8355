import styled from 'styled-components';
import { StretchedLink, VisuallyHidden } from '@dolbom/shared-ui';
import { Badge, Card, CardLine, CardTitle } from '../../../components/card';
import { dateTimeText } from '../../../lib/format';
import type { AdminUser } from '../api/types';
import { ROLE_LABELS, USERS_TEXT as T } from '../messages';

/**
 * One found user: name and id, role and center, phone, and 이용 정지 when suspended; opens the detail.
 * The title is the link (its name starts with what is seen, `김복지 (manager01) 회원 정보`) and its tap
 * area covers the whole card.
 */
export function UserCard({ user }: { user: AdminUser }) {
  return (
    <Box>
      <Top>
        <Badge $tone="primary">{ROLE_LABELS[user.role]}</Badge>
        {user.suspendedAt && <Badge $tone="danger">{T.suspended}</Badge>}
      </Top>
      <CardTitle>
        <StretchedLink to={`/admin/users/${user.id}`}>
          {user.name} ({user.loginId})<VisuallyHidden> 회원 정보</VisuallyHidden>
        </StretchedLink>
      </CardTitle>
      <CardLine>{user.phone}</CardLine>
      {user.centerName && <CardLine>{user.centerName}</CardLine>}
      <CardLine>{T.joined(dateTimeText(user.createdAt).slice(0, 10))}</CardLine>
    </Box>
  );
}

const Box = styled(Card)`
  position: relative;
  &:active {
    background: ${({ theme }) => theme.colors.backgroundSubtle};
  }
`;

const Top = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
`;
