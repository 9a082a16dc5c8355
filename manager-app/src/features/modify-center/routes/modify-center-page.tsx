import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  BOTTOM_BAR_HEIGHT,
  BottomBar,
  Button,
  ChipGroup,
  ErrorState,
  SkeletonList,
  SubPage,
  TextField,
  toastState,
} from '@dolbom/shared-ui';
import { isApiError, UNKNOWN_ERROR_MESSAGE } from '@dolbom/shared-api';
import {
  centerProfileBodySchema,
  MEMBERSHIP_MESSAGES,
  ONE_LINE_INTRO_MAX,
} from '@dolbom/shared-api/contracts';
import { useMyPage } from '../../../api/get-mypage';
import { fieldErrors } from '../../../lib/zod-errors';
import { useUpdateCenter } from '../api/update-center';

const T = {
  title: '센터 정보 수정하기',
  center: '센터',
  hasCar: '차량 보유',
  yes: '있어요',
  no: '없어요',
  intro: '한 줄 소개',
  introPlaceholder: '예: 어르신을 가족처럼 모시는 센터입니다',
  submit: '수정하기',
  members: '센터 회원 관리',
} as const;

/** /modify-center/:centerId: 차량 보유 and 한 줄 소개 (≤ 50); 수정하기 saves and returns to 내 정보. */
export function ModifyCenterPage() {
  const navigate = useNavigate();
  const centerId = Number(useParams().centerId);
  const { data, error, mutate } = useMyPage();
  const updateCenter = useUpdateCenter();
  const [hasCar, setHasCar] = useState<boolean | null>(null);
  const [intro, setIntro] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);

  useEffect(() => {
    if (data && hasCar === null) {
      setHasCar(data.hasCar);
      setIntro(data.oneLineIntro);
    }
  }, [data, hasCar]);

  async function submit() {
    if (sendingRef.current) return;
    const parsed = centerProfileBodySchema.safeParse({ centerId, hasCar, oneLineIntro: intro });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setServerError(null);
    try {
      await updateCenter(parsed.data);
      navigate('/mypage', { replace: true, state: toastState('센터 정보를 저장했어요') });
    } catch (e) {
      console.error(e);
      setServerError(isApiError(e) ? e.message : UNKNOWN_ERROR_MESSAGE);
      sendingRef.current = false;
      setSending(false);
    }
  }

  return (
    <SubPage title={T.title} fallback="/mypage" bottomInset={BOTTOM_BAR_HEIGHT}>
      {error && !data ? (
        <ErrorState onRetry={() => mutate()} />
      ) : !data || hasCar === null ? (
        <SkeletonList count={1} />
      ) : data.membershipStatus !== 'VERIFIED' ? (
        // Issue 13: only a verified member may edit; say so instead of a form that would fail.
        <>
          <CenterName>
            <span>{T.center}</span>
            <strong>{data.centerName}</strong>
          </CenterName>
          <NotYet role="note">{MEMBERSHIP_MESSAGES.editNeedsVerified}</NotYet>
          <Button variant="secondary" onClick={() => navigate('/center-members')}>
            {T.members}
          </Button>
        </>
      ) : (
        <>
          <CenterName>
            <span>{T.center}</span>
            <strong>{data.centerName}</strong>
          </CenterName>
          <ChipGroup<string>
            label={T.hasCar}
            columns={2}
            options={[
              { value: 'yes', label: T.yes },
              { value: 'no', label: T.no },
            ]}
            value={hasCar ? 'yes' : 'no'}
            error={errors.hasCar}
            onChange={(v) => setHasCar(v === 'yes')}
          />
          <TextField
            label={T.intro}
            placeholder={T.introPlaceholder}
            value={intro}
            maxLength={ONE_LINE_INTRO_MAX}
            showCounter
            error={errors.oneLineIntro}
            onChange={(e) => {
              setIntro(e.target.value);
              setErrors({});
            }}
          />
          {serverError && <Failed role="alert">{serverError}</Failed>}
          <BottomBar>
            <Button onClick={() => void submit()} loading={sending}>
              {T.submit}
            </Button>
          </BottomBar>
        </>
      )}
    </SubPage>
  );
}

const CenterName = styled.p`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
  span {
    font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  }
`;
const NotYet = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
`;
const Failed = styled.p`
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
`;
