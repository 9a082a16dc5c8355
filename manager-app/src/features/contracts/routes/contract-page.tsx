import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, ErrorState, SkeletonList, SubPage } from '@dolbom/shared-ui';
import { ContractScreen } from '@dolbom/shared-ui/contract';
import { ReportAction } from '@dolbom/shared-ui/report';
import { CONTRACT_SECTION_LABELS, managerReportBodySchema } from '@dolbom/shared-api/contracts';
import { downloadContractPdf, useContract, useSignContract, useUser } from '@dolbom/shared-api/hooks';
import { sendReport } from '../../caregiver-detail/api/send-report';

/** /contracts/:contractId — the 근로계약서 as she sees it, her change requests, 고치기, 서명하기 and the PDF. */
export function ContractPage() {
  const id = Number(useParams().contractId);
  const [params] = useSearchParams();
  const version = Number(params.get('version')) || null;
  const { data, error, mutate } = useContract('manager', id, version);
  const user = useUser();
  const sign = useSignContract('manager');
  const navigate = useNavigate();
  const open = data?.changeRequests.filter((r) => !r.answered) ?? [];
  return (
    <SubPage title="근로계약서" fallback={data ? `/jobs/${data.jobId}` : '/assignments'}>
      {error && !data ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : !data || !user.data ? (
        <SkeletonList count={3} />
      ) : (
        <>
          <ContractScreen
            role="manager"
            contract={data}
            signerName={user.data.name}
            onSign={(body, key) => sign(id, body, key)}
            onDownload={(v) => downloadContractPdf('manager', id, v)}
            actions={
              <>
                {open.length > 0 && (
                  <section aria-label="고쳐달라는 요청">
                    <h2>요양보호사가 고쳐달라고 했어요</h2>
                    {open.map((r) => (
                      <p key={r.id} style={{ whiteSpace: 'pre-line' }}>
                        {CONTRACT_SECTION_LABELS[r.section]}: {r.text}
                      </p>
                    ))}
                  </section>
                )}
                {data.version === data.latestVersion && (
                  <Button
                    variant="outline"
                    size="large"
                    fullWidth
                    onClick={() => navigate(`/jobs/${data.jobId}/contract`)}
                  >
                    계약서 고치기
                  </Button>
                )}
              </>
            }
          />
          <ReportAction
            check={(values) =>
              managerReportBodySchema.safeParse({ targetType: 'CONTRACT', targetId: id, ...values })
            }
            send={sendReport}
            intro="이 근로계약서를 신고하는 이유를 골라주세요."
          />
        </>
      )}
    </SubPage>
  );
}
