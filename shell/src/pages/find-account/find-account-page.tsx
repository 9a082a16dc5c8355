import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Header, PageBody } from '@dolbom/shared-ui';
import { FindIdTab } from './find-id-tab';
import { FIND_TEXT } from './messages';
import { ResetPasswordTab } from './reset-password-tab';

type Tab = 'id' | 'password';

/** /login/find-account: find the whole id or set a new password, both over an SMS code. */
export default function FindAccountPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('id');
  // 비밀번호 재설정 from a found id: the password tab starts again with that id and phone filled in.
  const [reset, setReset] = useState({ id: '', phone: '', round: 0 });
  return (
    <>
      <Header title={FIND_TEXT.title} onBack={() => navigate('/login')} />
      <Tabs role="tablist" aria-label={FIND_TEXT.title}>
        {(['id', 'password'] as const).map((t) => (
          <TabButton
            key={t}
            type="button"
            role="tab"
            id={`tab-${t}`}
            aria-selected={tab === t}
            aria-controls={`panel-${t}`}
            $active={tab === t}
            onClick={() => setTab(t)}
          >
            {t === 'id' ? FIND_TEXT.tabId : FIND_TEXT.tabPassword}
          </TabButton>
        ))}
      </Tabs>
      {/* Both panels stay mounted, so switching tabs never loses what was typed. */}
      <Panel role="tabpanel" id="panel-id" aria-labelledby="tab-id" hidden={tab !== 'id'} $gap={16}>
        <Intro>{FIND_TEXT.idIntro}</Intro>
        <FindIdTab
          onResetPassword={(id, phone) => {
            setReset((r) => ({ id, phone, round: r.round + 1 }));
            setTab('password');
          }}
        />
      </Panel>
      <Panel
        role="tabpanel"
        id="panel-password"
        aria-labelledby="tab-password"
        hidden={tab !== 'password'}
        $gap={16}
      >
        <Intro>{FIND_TEXT.passwordIntro}</Intro>
        <ResetPasswordTab key={reset.round} initialId={reset.id} initialPhone={reset.phone} />
      </Panel>
    </>
  );
}

const Tabs = styled.div`
  display: flex;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const TabButton = styled.button<{ $active: boolean }>`
  flex: 1;
  min-height: 3.5rem;
  border: 0;
  border-bottom: 3px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  background: none;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textTertiary)};
  cursor: pointer;
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Panel = styled(PageBody)`
  form {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.md}px;
  }
  &[hidden] {
    display: none;
  }
`;
