import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AuditEntry } from '@dolbom/shared-api/contracts';
import { Badge, Card, CardLine, CardTitle } from './card';
import { dateTimeText } from '../lib/format';
import { actionLabel, AUDIT_TEXT as T, isRead, subjectLabel, targetLabel } from './audit-labels';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** One recorded action or read: what, on what, who, when, and the reason or search when there is one. */
export function AuditItem({ entry }: { entry: AuditEntry }) {
  const reason = text(entry.detail?.reason);
  const read = isRead(entry.action);
  const search = entry.action === 'read.user-search';
  const shown = entry.detail?.shown;
  const ip = text(entry.detail?.ip);
  const tone = read
    ? 'neutral'
    : entry.action.endsWith('suspend') && !entry.action.endsWith('unsuspend')
      ? 'danger'
      : 'primary';
  return (
    <Card>
      <div>
        <Badge $tone={tone}>{actionLabel(entry.action)}</Badge>
      </div>
      <CardTitle>
        {search ? (
          text(entry.detail?.query) ? (
            `${T.query}: ${text(entry.detail?.query)}`
          ) : (
            T.noQuery
          )
        ) : entry.subject ? (
          // Issue 30: whom it was about, by name, opening the user (not `회원 #15`).
          <SubjectLink to={`/admin/users/${entry.subject.id}`}>
            {subjectLabel(entry.targetType, entry.subject)}
          </SubjectLink>
        ) : (
          targetLabel(entry.targetType, entry.targetId)
        )}
      </CardTitle>
      {reason && (
        <CardLine>
          {T.reason}: {reason}
        </CardLine>
      )}
      {search && Array.isArray(shown) && <CardLine>{T.shown(shown.length)}</CardLine>}
      <CardLine>
        {entry.actor ? `${entry.actor.name} (${entry.actor.loginId})` : T.system} ·{' '}
        <time dateTime={entry.createdAt}>{dateTimeText(entry.createdAt)}</time>
      </CardLine>
      {read && ip && (
        <CardLine>
          {T.ip} {ip}
        </CardLine>
      )}
    </Card>
  );
}

/** Looks like a link (underlined, in the primary colour): it opens the user. */
const SubjectLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryDark};
  text-decoration: underline;
  text-underline-offset: 3px;
  overflow-wrap: anywhere;
`;
