// 앱 푸시 refused (issue 30): the browser will not ask again, so say how to allow it on her phone — the
// steps for the browser she is in first (Android Chrome, Samsung Internet, the iPhone home-screen app),
// the others folded below.
import styled from 'styled-components';

export type PhoneBrowser = 'samsung' | 'android-chrome' | 'ios-app';

const GUIDES: Record<PhoneBrowser, { name: string; steps: string[] }> = {
  'android-chrome': {
    name: '안드로이드 크롬',
    steps: [
      '주소창 왼쪽의 아이콘(자물쇠 또는 조절 모양)을 눌러주세요.',
      '‘권한’에서 ‘알림’을 허용으로 바꿔주세요.',
      '안 보이면 오른쪽 위 메뉴(⋮) → 설정 → 사이트 설정 → 알림에서 돌봄이음을 허용해주세요.',
    ],
  },
  samsung: {
    name: '삼성 인터넷',
    steps: [
      '아래쪽 메뉴(≡)를 누르고 ‘설정’을 열어주세요.',
      '‘사이트 및 다운로드’ → ‘알림’(또는 ‘사이트 권한’)에서 돌봄이음을 허용해주세요.',
      '휴대전화 설정 → 애플리케이션 → 삼성 인터넷 → 알림도 켜져 있어야 해요.',
    ],
  },
  'ios-app': {
    name: '아이폰 (홈 화면의 돌봄이음)',
    steps: ['아이폰의 ‘설정’ 앱을 열어주세요.', '‘알림’에서 ‘돌봄이음’을 찾아 ‘알림 허용’을 켜주세요.'],
  },
};
const ORDER: PhoneBrowser[] = ['android-chrome', 'samsung', 'ios-app'];

/** Which phone browser this is, from its user agent (null on a computer or another browser). */
export function phoneBrowser(ua: string = navigator.userAgent): PhoneBrowser | null {
  if (/SamsungBrowser/i.test(ua)) return 'samsung';
  if (/iPhone|iPad|iPod/.test(ua)) return 'ios-app';
  if (/Android/.test(ua) && /Chrome\//.test(ua)) return 'android-chrome';
  return null;
}

function Guide({ browser, open }: { browser: PhoneBrowser; open?: boolean }) {
  const g = GUIDES[browser];
  return (
    <Details open={open}>
      <summary>{g.name}</summary>
      <ol>
        {g.steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </Details>
  );
}

export function PushDeniedHelp({ browser = phoneBrowser() }: { browser?: PhoneBrowser | null }) {
  const first = browser ?? null;
  return (
    <Box role="note" aria-label="알림 허용 방법">
      <p>
        한 번 거절하면 휴대전화가 다시 묻지 않아요. 아래처럼 알림을 허용한 뒤, 이 화면에서 앱 푸시를 다시
        켜주세요.
      </p>
      {first && <Guide browser={first} open />}
      {ORDER.filter((b) => b !== first).map((b) => (
        <Guide key={b} browser={b} />
      ))}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: ${({ theme }) => theme.space.xs}px 0;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.gray100};
  p {
    margin: 0;
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
    word-break: keep-all;
  }
`;
const Details = styled.details`
  summary {
    min-height: 3rem;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    list-style: none;
    cursor: pointer;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* Folded or open, said by an arrow as well as by the steps showing. */
  summary::before {
    content: '▸';
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  &[open] summary::before {
    content: '▾';
  }
  ol {
    margin: 0;
    padding-left: 1.4em;
    list-style: decimal;
    display: flex;
    flex-direction: column;
    gap: 4px;
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
    word-break: keep-all;
  }
`;
