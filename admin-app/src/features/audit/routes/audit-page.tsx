import { useSearchParams } from 'react-router-dom';
import { Header, PageBody, SegmentedTabs } from '@dolbom/shared-ui';
import type { AuditEntry } from '@dolbom/shared-api/contracts';
import { PagedList } from '../../../components/paged-list';
import { auditKey, type AuditKind } from '../api/get-audit';
import { AuditItem } from '../../../components/audit-item';
import { AUDIT_TEXT as T } from '../../../components/audit-labels';

const TABS = [
  { value: 'action', label: T.tabs.action },
  { value: 'read', label: T.tabs.read },
] as const satisfies readonly { value: AuditKind; label: string }[];

/**
 * /admin/audit 감사 기록: every operator action (who, what, when), newest first; 열람 기록 lists who read
 * which personal data (certificate photos, a user's page, searches), when and from where.
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const kind: AuditKind = params.get('kind') === 'read' ? 'read' : 'action';
  return (
    <>
      <Header title={T.title} />
      <PageBody $gap={16}>
        <SegmentedTabs
          label={T.tabs.label}
          items={TABS}
          value={kind}
          onChange={(k) => setParams(k === 'action' ? {} : { kind: k }, { replace: true })}
        />
        <PagedList<AuditEntry>
          key={kind}
          label={T.list}
          keyFor={(page) => auditKey(kind, page)}
          itemKey={(e) => e.id}
          renderItem={(e) => <AuditItem entry={e} />}
          empty={T.empty[kind]}
          emptyDescription={T.emptyHint[kind]}
          showTotal
        />
      </PageBody>
    </>
  );
}
