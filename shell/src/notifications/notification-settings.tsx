// 설정 › 알림 받기: 앱 푸시 (asks for permission only from the switch's tap; on iOS Safari outside a
// home-screen app, one sentence on adding it to the home screen instead; refused, how to allow it on her
// phone) and 문자로도 알림 받기 (on by default for a caregiver with a phone, issue 30). Mounted by the
// settings page.
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import { ToggleSwitch } from '@dolbom/shared-ui';
import { isApiError, UNKNOWN_ERROR_MESSAGE } from '@dolbom/shared-api';
import type { NotificationPreferences } from '@dolbom/shared-api/contracts';
import { PREFERENCES_KEY, savePreferences } from './notifications-api';
import { currentSubscription, disablePush, enablePush, isIosBrowserTab, pushSupported } from './push';
import { PushDeniedHelp } from './push-denied-help';

export const IOS_HINT =
  '아이폰에서는 Safari 아래쪽의 공유 버튼을 누르고 ‘홈 화면에 추가’를 한 뒤, 홈 화면의 돌봄이음에서 알림을 켤 수 있어요.';
export const PUSH_DENIED = '알림이 차단되어 있어요. 아래 방법으로 허용해주세요.';
export const PUSH_FAILED = '앱 푸시를 켜지 못했어요. 잠시 후 다시 시도해주세요.';
export const PUSH_UNSUPPORTED = '이 브라우저에서는 앱 푸시를 받을 수 없어요. 문자 알림을 이용해주세요.';

export function NotificationSettings() {
  const ios = isIosBrowserTab();
  const supported = pushSupported();
  const [push, setPush] = useState(false);
  const [pushBusy, setPushBusy] = useState(false);
  const [pushMessage, setPushMessage] = useState('');
  // Refused now or before: the browser will not ask again, so she is told how to allow it (issue 30).
  const [denied, setDenied] = useState(() => supported && !ios && Notification.permission === 'denied');
  const { data: prefs, mutate } = useSWR<NotificationPreferences>(PREFERENCES_KEY);
  const [smsBusy, setSmsBusy] = useState(false);
  const [smsError, setSmsError] = useState('');

  useEffect(() => {
    if (!supported || ios) return;
    let live = true;
    currentSubscription().then(
      (sub) => live && setPush(Boolean(sub) && Notification.permission === 'granted'),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [supported, ios]);

  const togglePush = async (on: boolean) => {
    setPushBusy(true);
    setPushMessage('');
    try {
      if (on) {
        const result = await enablePush();
        setPush(result === 'on');
        setDenied(result === 'denied');
        if (result === 'denied') setPushMessage(PUSH_DENIED);
        if (result === 'failed') setPushMessage(PUSH_FAILED);
      } else {
        await disablePush();
        setPush(false);
      }
    } catch {
      setPushMessage(PUSH_FAILED);
    } finally {
      setPushBusy(false);
    }
  };

  const toggleSms = async (sms: boolean) => {
    setSmsBusy(true);
    setSmsError('');
    try {
      await mutate(savePreferences({ sms }), { optimisticData: { sms }, rollbackOnError: true });
    } catch (err) {
      // Issue 30: say why (offline, …), as apply does.
      setSmsError(`저장하지 못했어요. ${isApiError(err) ? err.message : UNKNOWN_ERROR_MESSAGE}`);
    } finally {
      setSmsBusy(false);
    }
  };

  return (
    <Section aria-labelledby="notification-settings-title">
      <Heading id="notification-settings-title">알림 받기</Heading>
      <Row>
        {ios ? (
          <Hint data-testid="ios-push-hint">
            <strong>앱 푸시</strong>
            {IOS_HINT}
          </Hint>
        ) : supported ? (
          <ToggleSwitch
            label="알림 받기"
            checked={push}
            onChange={(on) => void togglePush(on)}
            disabled={pushBusy}
          >
            앱 푸시 · 알림 받기
          </ToggleSwitch>
        ) : (
          <Hint>{PUSH_UNSUPPORTED}</Hint>
        )}
        {pushMessage && <Message role="alert">{pushMessage}</Message>}
        {denied && <PushDeniedHelp />}
      </Row>
      <Row>
        <ToggleSwitch
          label="문자로도 알림 받기"
          checked={prefs?.sms ?? false}
          onChange={(on) => void toggleSms(on)}
          disabled={!prefs || smsBusy}
        />
        <Small>새 연락이 오거나 지원이 수락되면 문자로도 알려드려요.</Small>
        {smsError && <Message role="alert">{smsError}</Message>}
      </Row>
    </Section>
  );
}

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
`;

const Row = styled.div`
  padding: ${({ theme }) => theme.space.xs}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.gray200};
`;

const Hint = styled.p`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: ${({ theme }) => theme.space.xs}px 0;
  color: ${({ theme }) => theme.colors.gray700};
  line-height: 1.5;
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  }
`;

const Small = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.gray600};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
`;

const Message = styled.p`
  margin: 4px 0;
  color: ${({ theme }) => theme.colors.danger};
`;
