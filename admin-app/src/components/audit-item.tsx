import type { AuditEntry } from '@dolbom/shared-api/contracts';
import { Badge, Card, CardLine, CardTitle } from './card';
import { dateTimeText } from '../lib/format';
import { actionLabel, AUDIT_TEXT as T, targetLabel } from './audit-labels';

/** One recorded action: what, on what, who, when, and the reason when one was given. */
export function AuditItem({ entry }: { entry: AuditEntry }) {
  const reason = entry.detail?.reason;
  const tone = entry.action.endsWith('suspend') && !entry.action.endsWith('unsuspend') ? 'danger' : 'primary';
  return (
    <Card>
      <div>
        <Badge $tone={tone}>{actionLabel(entry.action)}</Badge>
      </div>
      <CardTitle>{targetLabel(entry.targetType, entry.targetId)}</CardTitle>
      {typeof reason === 'string' && reason && (
        <CardLine>
          {T.reason}: {reason}
        </CardLine>
      )}
      <CardLine>
        {entry.actor ? `${entry.actor.name} (${entry.actor.loginId})` : T.system} ·{' '}
        <time dateTime={entry.createdAt}>{dateTimeText(entry.createdAt)}</time>
      </CardLine>
    </Card>
  );
}
