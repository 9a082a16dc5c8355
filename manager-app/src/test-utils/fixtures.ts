// Fixture builders, one per contract (issue 30, "Code health": the next wire field is one edit here).
// Each gives a complete, valid answer of its kind; a test overrides what it is about.
import type {
  CaregiverCard,
  CaregiverDetail,
  ElderListItem,
  ManagerResumeView,
  ScorePart,
} from '@dolbom/shared-api/contracts';

/** 80점 in parts that add up (issue 30: a score is always explained). */
export const scorePartsFixture = (): ScorePart[] => [
  { label: '근무 시간', points: 20, max: 25 },
  { label: '필요한 돌봄', points: 20, max: 20 },
  { label: '거리', points: 10, max: 20 },
  { label: '급여', points: 10, max: 10 },
  { label: '돌봄 여유', points: 0, max: 5 },
  { label: '등급', points: 5, max: 5 },
  { label: '성별', points: 5, max: 5 },
  { label: '가족 동거', points: 5, max: 5 },
  { label: '반려동물', points: 5, max: 5 },
];

export const caregiverCardFixture = (over: Partial<CaregiverCard> = {}): CaregiverCard => ({
  caregiverId: 7,
  title: '성실한 요양보호사',
  createdAt: '2026-11-20T00:00:00.000Z',
  wage: 13000,
  negotiable: false,
  possibleTasks: { meal: true, toileting: false, mobility: false, daily: false },
  isBookmarks: false,
  bookmarkId: null,
  score: 80,
  reasons: [],
  mismatches: [],
  scoreParts: scorePartsFixture(),
  distanceKm: 1.2,
  name: '박정숙',
  profileImage: null,
  pendingContactId: null,
  experienceYears: null,
  ageGroup: null,
  certificateVerified: false,
  reviews: null,
  reviewCount: 0,
  ...over,
});

export const resumeViewFixture = (over: Partial<ManagerResumeView> = {}): ManagerResumeView => ({
  jobPosition: ['방문 요양'],
  hasDementiaTraining: 'COMPLETE',
  certificateCode: '2015-12*****',
  hasVehicle: false,
  workPlace: ['WALK_15_MIN'],
  workDay: [1, 2, 3],
  workTimeSlot: [1],
  isNegotiableTime: false,
  wage: 13000,
  elderRank: [3, 4],
  meal: ['식사 도움'],
  toileting: [],
  mobility: [],
  daily: [],
  preferredGender: 'EVERY',
  isFamilyPreferred: true,
  isPetPreferred: true,
  experience: [
    { startDate: '2020-01-01', endDate: '2023-01-01', work: '방문 요양', center: '행복센터', current: false },
  ],
  introduction: '성실하게 모시겠습니다.',
  title: '성실한 요양보호사',
  ...over,
});

export const caregiverDetailFixture = (
  over: Partial<CaregiverDetail> & { resume?: ManagerResumeView } = {},
): CaregiverDetail => {
  const resume = over.resume ?? resumeViewFixture();
  return {
    ...resume,
    resumeId: 7,
    createdAt: new Date().toISOString(),
    negotiable: resume.isNegotiableTime,
    caregiverId: 7,
    name: '박정숙',
    profileImage: null,
    resume,
    possibleTasks: { meal: true, toileting: false, mobility: false, daily: false },
    score: 80,
    reasons: [],
    mismatches: [],
    scoreParts: scorePartsFixture(),
    distanceKm: 1.2,
    isBookmarks: false,
    bookmarkId: null,
    pendingContactId: null,
    experienceYears: 3,
    ageGroup: null,
    certificateVerified: false,
    connection: null,
    reviews: null,
    reviewCount: 0,
    ...over,
  };
};

/** One of her elders as GET /api/manager/elder lists it: 이말순 (elder 3), 모집 중. */
export const elderListItemFixture = (over: Partial<ElderListItem> = {}): ElderListItem => ({
  elderId: 3,
  elderName: '이말순',
  gender: 'female',
  rank: 4,
  address: '서울 강남구',
  birth: '1944-12-25',
  recruiting: true,
  careEnded: null,
  ...over,
});
