// Fixture builders, one per contract (issue 30, "Code health": the next wire field is one edit here, not
// one per test). Each gives a complete, valid answer of its kind; a test overrides what it is about.
import type {
  Center,
  ContactCard,
  ContactDetail,
  ElderCard,
  ElderInfo,
  NearElderDetail,
} from '@dolbom/shared-api/contracts';

export const centerFixture = (over: Partial<Center> = {}): Center => ({
  centerId: 5,
  centerName: '행복한요양센터 강남',
  zipCode: '06220',
  detailAddress: '2층',
  hasCar: true,
  finalGrade: 'A',
  installationTime: '2015-03-01',
  oneLineIntro: '어르신 곁을 지키는 센터',
  gradeYear: 2024,
  sido: '서울특별시',
  sigungu: '강남구',
  services: ['방문요양'],
  ...over,
});

export const elderInfoFixture = (over: Partial<ElderInfo> = {}): ElderInfo => ({
  gender: 'female',
  age: 82,
  rank: 3,
  address: '강남구 역삼동',
  schedule: null,
  meal: ['식사 차림 필요'],
  toileting: [],
  mobility: [],
  daily: [],
  family: '집에 없어요',
  pet: '없어요',
  ...over,
});

/** What fits: `내 조건에 맞아요`, nothing against (a caregiver with a resume). */
const fits = { fit: '내 조건에 맞아요', fits: true, mismatches: [] as string[] };

export const elderCardFixture = (over: Partial<ElderCard> = {}): ElderCard => ({
  elderId: 3,
  title: '방문 요양 · 강남구 역삼동 · 여 82세 · 3등급',
  center: '행복한요양센터 강남',
  centerGrade: 'A',
  centerGradeYear: 2024,
  centerReviews: null,
  centerReviewCount: 0,
  centerVerified: true,
  wage: 13000,
  wageType: '시급',
  wagePerHour: 13000,
  negotiable: false,
  bookmarked: false,
  meal: true,
  toileting: false,
  mobility: false,
  daily: true,
  distanceKm: 1.2,
  score: 70,
  reasons: [],
  postedAt: new Date().toISOString(),
  ...fits,
  ...over,
});

export const nearElderDetailFixture = (
  over: Omit<Partial<NearElderDetail>, 'center'> = {},
): NearElderDetail => {
  const card = elderCardFixture(over);
  return {
    ...card,
    center: centerFixture({ centerName: card.center }),
    centerName: card.center,
    createdAt: card.postedAt,
    workType: '방문 요양',
    message: '',
    elder: elderInfoFixture(),
    centerInfo: centerFixture({ centerName: card.center }),
    pendingApplyId: null,
    applyStatus: null,
    closed: false,
    connection: null,
    ...over,
  };
};

export const contactCardFixture = (over: Partial<ContactCard> = {}): ContactCard => ({
  contactId: 7,
  elderId: 3,
  title: '방문 요양 · 강남구 역삼동 · 여 82세 · 3등급',
  center: '행복한요양센터 강남',
  centerGrade: 'A',
  centerGradeYear: 2024,
  centerReviews: null,
  centerReviewCount: 0,
  centerVerified: true,
  createdAt: '2026-11-20T01:00:00.000Z',
  wage: 13500,
  wageType: '시급',
  negotiable: false,
  bookmarked: false,
  meal: true,
  toileting: false,
  mobility: false,
  daily: false,
  message: '',
  elder: elderInfoFixture(),
  distanceKm: 0.5,
  score: 80,
  reasons: [],
  ...fits,
  ...over,
});

export const contactDetailFixture = (
  over: Omit<Partial<ContactDetail>, 'center'> & { center?: Partial<Center> } = {},
): ContactDetail => {
  const { center, ...rest } = over;
  return {
    ...contactCardFixture(),
    center: centerFixture(center),
    status: 'pending',
    workType: '방문 요양',
    managerPhone: null,
    connection: null,
    ...rest,
  };
};
