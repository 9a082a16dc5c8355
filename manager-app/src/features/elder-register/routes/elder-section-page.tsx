import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isApiError, UNKNOWN_ERROR_MESSAGE } from '@dolbom/shared-api';
import {
  BOTTOM_BAR_HEIGHT,
  BottomBar,
  Button,
  ErrorState,
  SkeletonList,
  SubPage,
  toastState,
} from '@dolbom/shared-ui';
import { useElder } from '../../../api/get-elder';
import type { ElderDetail } from '../../../api/types';
import { ActionError } from '../../../components/for-selected-elder';
import { isNotFound, NotFound } from '../../../components/not-found';
import { useUpdateElder } from '../api/update-elder';
import { StepBasics } from '../components/step-basics';
import { StepContact } from '../components/step-contact';
import { StepNeeds } from '../components/step-needs';
import { StepSchedule } from '../components/step-schedule';
import { StepWork } from '../components/step-work';
import { ELDER_TEXT as T } from '../messages';
import { ELDER_SECTIONS, isElderSection, type ElderSection } from '../../../lib/elder-sections';
import { draftFromElder, type ElderDraft } from '../store';
import { parseElder, stepErrors } from '../validate';

const STEPS = {
  basics: StepBasics,
  schedule: StepSchedule,
  needs: StepNeeds,
  work: StepWork,
  contact: StepContact,
};

/**
 * /elder-admin/:elderId/edit/:section: one section of a registered elder, edited in place (issue 30: a
 * change of one field walked all five steps). 저장하기 sends the whole registration (PUT) with this
 * section changed and goes back to the elder.
 */
export function ElderSectionPage() {
  const params = useParams();
  const elderId = Number(params.elderId);
  const section = isElderSection(params.section) ? params.section : null;
  const { data, error, mutate } = useElder(elderId);
  const back = `/elder-admin/${elderId}`;
  const title = section ? `${ELDER_SECTIONS[section].title} 수정` : T.editTitle;
  if (data && section) return <SectionForm elder={data} section={section} title={title} back={back} />;
  return (
    <SubPage title={title} fallback={back}>
      {isNotFound(error) || !section ? (
        <NotFound message="어르신을 찾을 수 없어요" to="/elder-admin" action="어르신 목록으로" />
      ) : error ? (
        <ErrorState message={T.loadError} onRetry={() => mutate()} />
      ) : (
        <SkeletonList count={2} />
      )}
    </SubPage>
  );
}

function SectionForm(props: { elder: ElderDetail; section: ElderSection; title: string; back: string }) {
  const { elder, section, title, back } = props;
  const navigate = useNavigate();
  const updateElder = useUpdateElder();
  const [draft, setDraft] = useState<ElderDraft>(() => draftFromElder(elder));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const step = ELDER_SECTIONS[section].step;
  const Step = STEPS[section];

  const update = (patch: Partial<ElderDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // A changed field's message goes away as soon as it is touched.
    setErrors((e) =>
      Object.fromEntries(
        Object.entries(e).filter(([k]) => !Object.keys(patch).some((p) => k === p || k.startsWith(`${p}.`))),
      ),
    );
  };

  async function save() {
    if (sendingRef.current) return;
    const found = stepErrors(step, draft, true);
    setErrors(found);
    const parsed = parseElder(draft, true);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    sendingRef.current = true;
    setSending(true);
    setServerError(null);
    try {
      await updateElder(elder.elderId, parsed.data);
      navigate(back, { replace: true, state: toastState(T.saved) });
    } catch (e) {
      console.error(e);
      if (isApiError(e) && e.fields) setErrors(e.fields);
      setServerError(isApiError(e) ? e.message : UNKNOWN_ERROR_MESSAGE);
      sendingRef.current = false;
      setSending(false);
    }
  }

  return (
    <SubPage title={title} fallback={back} bottomInset={BOTTOM_BAR_HEIGHT + (serverError ? 48 : 0)}>
      <Step draft={draft} update={update} errors={errors} />
      <BottomBar>
        {serverError && <ActionError>{serverError}</ActionError>}
        <Button variant="outline" onClick={() => navigate(back)} style={{ flex: '0 0 30%' }}>
          취소
        </Button>
        <Button onClick={() => void save()} loading={sending}>
          저장하기
        </Button>
      </BottomBar>
    </SubPage>
  );
}
