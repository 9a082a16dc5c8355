import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorState, Header, PageBody, SkeletonList } from '@dolbom/shared-ui';
import { isNotFound, NotFound } from '../../../components/not-found';
import { useElder } from '../api/get-elder';
import { ElderWizard } from '../components/elder-wizard';
import { ELDER_TEXT as T } from '../messages';
import { draftFromElder, useElderWizard } from '../store';

/** /elder-admin/:elderId: the same five steps, filled with the registered elder; 수정하기 saves (PUT). */
export function ElderEditPage() {
  const navigate = useNavigate();
  const elderId = Number(useParams().elderId);
  const mode = useElderWizard((s) => s.mode);
  const start = useElderWizard((s) => s.start);
  const current = mode.kind === 'edit' && mode.elderId === elderId;
  // A draft of this elder (e.g. after a reload) is kept; otherwise start from the server's copy.
  const { data, error, mutate } = useElder(current ? null : elderId);

  useEffect(() => {
    if (!current && data) start({ kind: 'edit', elderId }, draftFromElder(data));
  }, [current, data, elderId, start]);

  if (current) return <ElderWizard />;
  return (
    <>
      <Header title={T.editTitle} onBack={() => navigate('/elder-admin')} />
      <PageBody>
        {isNotFound(error) ? (
          <NotFound message="어르신을 찾을 수 없어요" to="/elder-admin" action="어르신 목록으로" />
        ) : error ? (
          <ErrorState message={T.loadError} onRetry={() => mutate()} />
        ) : (
          <SkeletonList count={2} />
        )}
      </PageBody>
    </>
  );
}
