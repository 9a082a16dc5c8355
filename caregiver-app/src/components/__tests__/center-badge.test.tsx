// 센터 인증 (issue 13): the badge on a card and a detail, or its absence, as a caregiver sees it.
import { screen, within } from '@testing-library/react';
import type { ContactCard as ContactCardData, ContactDetail } from '@dolbom/shared-api/contracts';
import { ContactCard } from '../../features/home/components/contact-card';
import { ContactDetailPage } from '../../features/detail/routes/contact-detail-page';
import { installFakeApi, renderRoute } from '@dolbom/shared-ui/testing';
import { contactCardFixture, elderInfoFixture } from '../../test-utils/fixtures';

const card: ContactCardData = contactCardFixture({
  center: '행복한요양센터 강남',
  elder: elderInfoFixture(),
});
const detail = (centerVerified: boolean): ContactDetail => ({
  ...card,
  centerVerified,
  center: {
    centerId: 5,
    centerName: '행복한요양센터 강남',
    zipCode: '06236',
    detailAddress: '',
    hasCar: true,
    finalGrade: 'A',
    installationTime: '2015-01-01',
    oneLineIntro: '',
    gradeYear: 2024,
    sido: '서울특별시',
    sigungu: '강남구',
    services: ['방문요양'],
  },
  status: 'pending',
  workType: '방문 요양',
  managerPhone: null,
  connection: null,
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('a card from a verified member carries 센터 인증; one from a member waiting for approval does not', () => {
  installFakeApi(() => undefined);
  const first = renderRoute(<ContactCard contact={card} />, { path: '/' });
  expect(within(screen.getByRole('article')).getByText('센터 인증')).toBeInTheDocument();
  first.unmount();
  renderRoute(<ContactCard contact={{ ...card, centerVerified: false }} />, { path: '/' });
  expect(within(screen.getByRole('article')).queryByText(/센터 인증/)).not.toBeInTheDocument();
});

it.each([
  [true, '센터 인증', '센터에서 인증한 담당자가 올렸어요'],
  [false, '센터 인증 전', '센터 인증 전인 담당자가 올렸어요'],
])('the contact detail says it either way (verified: %s)', async (verified, badge, row) => {
  installFakeApi((c) =>
    c.url === '/api/caregiver/main?contact=7' ? { status: 200, body: detail(verified) } : undefined,
  );
  renderRoute(<ContactDetailPage />, {
    route: '/detail/elder/contact/:contactId',
    path: '/detail/elder/contact/7',
  });
  const centerBox = await screen.findByRole('region', { name: '센터 정보' });
  expect(within(centerBox).getByText(row)).toBeInTheDocument();
  expect(screen.getByText(badge, { selector: 'span' })).toBeInTheDocument();
});
