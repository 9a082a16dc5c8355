import { Header, PageBody } from '@dolbom/shared-ui';
import type { AuditEntry } from '@dolbom/shared-api/contracts';
import { PagedList } from '../../../components/paged-list';
import { auditKey } from '../api/get-audit';
import { AuditItem } from '../../../components/audit-item';
import { AUDIT_TEXT as T } from '../../../components/audit-labels';

/** /admin/audit 감사 기록: every operator action (who, what, when), newest first. */
export function AuditPage() {
  return (
    <>
      <Header title={T.title} />
      <PageBody $gap={16}>
        <PagedList<AuditEntry>
          label={T.list}
          keyFor={auditKey}
          itemKey={(e) => e.id}
          renderItem={(e) => <AuditItem entry={e} />}
          empty={T.empty}
          emptyDescription={T.emptyHint}
          showTotal
        />
      </PageBody>
    </>
  );
}
