// Demo data for a first start: managers of real Seoul centers, caregivers and elders around Seoul.
// Every bcode is a real 법정동 code present in shared/data/kr-legal-dong-centroids.csv; the coordinates
// come from the gazetteer at seed time. Addresses are made up but shaped like real ones.

export const DEMO_PASSWORD = 'dolbom1234!';

export interface DemoAddress {
  zonecode: string;
  roadAddress: string;
  jibunAddress: string;
  bcode: string;
}

const a = (zonecode: string, roadAddress: string, jibunAddress: string, bcode: string): DemoAddress => ({
  zonecode,
  roadAddress,
  jibunAddress,
  bcode,
});

/**
 * A real center of the national list (kr-ltc-evaluations.csv, loaded on migrate) by its natural key,
 * with the profile its demo manager has typed in (the list publishes neither).
 */
export interface DemoCenterRef {
  name: string;
  sido: string;
  sigungu: string;
  hasCar: boolean;
  oneLineIntro: string;
}

export interface DemoUser {
  loginId: string;
  name: string;
  phone: string;
}

export interface DemoManager extends DemoUser {
  center: DemoCenterRef;
}

export const DEMO_MANAGERS: DemoManager[] = [
  {
    loginId: 'manager01',
    name: '김복지',
    phone: '010-2345-6701',
    center: {
      name: '강남개포재가노인복지센터',
      sido: '서울특별시',
      sigungu: '강남구',
      hasCar: true,
      oneLineIntro: '어르신을 가족처럼 모시는 강남 대표 센터',
    },
  },
  {
    loginId: 'manager02',
    name: '이사랑',
    phone: '010-2345-6702',
    center: {
      name: '늘사랑재가복지센터',
      sido: '서울특별시',
      sigungu: '마포구',
      hasCar: false,
      oneLineIntro: '따뜻한 햇살 같은 돌봄',
    },
  },
];

/** The demo operator (ROLE_ADMIN, issue 13). */
export const DEMO_OPERATOR: DemoUser = { loginId: 'admin01', name: '운영자', phone: '010-2345-6799' };

export interface DemoCaregiver extends DemoUser, DemoAddress {
  introduction: string;
  /** 출생 연도: 1955–1971, so the demo shows 50대, 60대 and 70대 caregivers. */
  birthYear: number;
}

const cg = (n: number, name: string, address: DemoAddress, introduction: string): DemoCaregiver => ({
  loginId: `caregiver${String(n).padStart(2, '0')}`,
  name,
  phone: `010-3456-78${String(n).padStart(2, '0')}`,
  ...address,
  introduction,
  birthYear: 1955 + ((n * 7) % 17),
});

export const DEMO_CAREGIVERS: DemoCaregiver[] = [
  cg(
    1,
    '박정숙',
    a('06134', '서울 강남구 논현로 508', '서울 강남구 논현동 58-3', '1168010800'),
    '10년 경력의 요양보호사입니다. 성실히 모시겠습니다.',
  ),
  cg(
    2,
    '최영희',
    a('06075', '서울 강남구 도산대로 442', '서울 강남구 청담동 83-21', '1168010400'),
    '치매 어르신 돌봄 경험이 많습니다.',
  ),
  cg(
    3,
    '정미경',
    a('06503', '서울 서초구 신반포로 176', '서울 서초구 반포동 19-3', '1165010700'),
    '밝은 미소로 어르신을 대합니다.',
  ),
  cg(
    4,
    '강순자',
    a('05717', '서울 송파구 중대로 135', '서울 송파구 가락동 99-5', '1171010700'),
    '요리와 말벗에 자신 있습니다.',
  ),
  cg(
    5,
    '윤명희',
    a('04003', '서울 마포구 월드컵로 200', '서울 마포구 망원동 481-4', '1144012300'),
    '어르신의 하루를 편안하게 돕겠습니다.',
  ),
  cg(
    6,
    '장옥순',
    a('04044', '서울 마포구 양화로 113', '서울 마포구 합정동 369-2', '1144012200'),
    '병원 동행, 산책 지원 경험이 많습니다.',
  ),
  cg(
    7,
    '임현주',
    a('07238', '서울 영등포구 당산로 214', '서울 영등포구 당산동 121-180', '1156011700'),
    '휠체어 이동 보조 가능합니다.',
  ),
  cg(
    8,
    '한경자',
    a('06917', '서울 동작구 장승배기로 161', '서울 동작구 상도동 511', '1159010200'),
    '가족처럼 따뜻하게 모시겠습니다.',
  ),
  cg(
    9,
    '오미숙',
    a('08789', '서울 관악구 남부순환로 1820', '서울 관악구 봉천동 1598-7', '1162010100'),
    '요양보호사 자격 7년, 목욕 보조 가능',
  ),
  cg(
    10,
    '서혜진',
    a('02704', '서울 성북구 정릉로 77', '서울 성북구 정릉동 16-1', '1129013300'),
    '인지 자극 활동을 함께 하겠습니다.',
  ),
];

/**
 * Caregivers who worked for 늘사랑재가복지센터 (manager02) and have closed their job search (job_open
 * false: in no candidate list). Their past jobs and reviews (seed-history.ts) show 후기 working.
 */
export const DEMO_FORMER_CAREGIVERS: DemoCaregiver[] = [
  cg(
    11,
    '김영자',
    a('03940', '서울 마포구 성미산로 120', '서울 마포구 성산동 250-5', '1144012500'),
    '늘사랑재가복지센터에서 오래 일했어요. 지금은 쉬고 있어요.',
  ),
  cg(
    12,
    '이정순',
    a('04102', '서울 마포구 대흥로 84', '서울 마포구 대흥동 12-3', '1144010800'),
    '어르신 곁을 끝까지 지키는 돌봄을 하고 싶어요.',
  ),
  cg(
    13,
    '송미자',
    a('04213', '서울 마포구 도화길 31', '서울 마포구 도화동 173-2', '1144010400'),
    '지금은 구직을 쉬고 있어요.',
  ),
];

export interface DemoElder extends DemoAddress {
  /** Index into DEMO_MANAGERS. */
  manager: number;
  name: string;
  gender: 'male' | 'female';
  birth: string;
  rank: number;
}

const el = (
  manager: number,
  name: string,
  gender: DemoElder['gender'],
  birth: string,
  rank: number,
  address: DemoAddress,
): DemoElder => ({ manager, name, gender, birth, rank, ...address });

export const DEMO_ELDERS: DemoElder[] = [
  el(
    0,
    '김순례',
    'female',
    '1941-04-12',
    3,
    a('06220', '서울 강남구 역삼로 310', '서울 강남구 역삼동 706-1', '1168010100'),
  ),
  el(
    0,
    '박영수',
    'male',
    '1938-09-03',
    2,
    a('06164', '서울 강남구 영동대로 513', '서울 강남구 삼성동 159', '1168010500'),
  ),
  el(
    0,
    '이말순',
    'female',
    '1944-12-25',
    4,
    a('06284', '서울 강남구 남부순환로 2947', '서울 강남구 대치동 507', '1168010600'),
  ),
  el(
    0,
    '최덕배',
    'male',
    '1936-02-18',
    1,
    a('06595', '서울 서초구 반포대로 275', '서울 서초구 반포동 1-1', '1165010700'),
  ),
  el(
    0,
    '정복희',
    'female',
    '1947-07-07',
    6,
    a('05502', '서울 송파구 올림픽로 35', '서울 송파구 잠실동 19', '1171010100'),
  ),
  el(
    1,
    '한춘자',
    'female',
    '1940-03-30',
    3,
    a('04037', '서울 마포구 와우산로 94', '서울 마포구 서교동 338-1', '1144012000'),
  ),
  el(
    1,
    '윤기철',
    'male',
    '1943-11-11',
    5,
    a('03995', '서울 마포구 동교로 242', '서울 마포구 연남동 223-14', '1144012400'),
  ),
  el(
    1,
    '강분이',
    'female',
    '1939-05-21',
    2,
    a('04156', '서울 마포구 마포대로 109', '서울 마포구 공덕동 404', '1144010200'),
  ),
  el(
    1,
    '조만석',
    'male',
    '1945-08-15',
    4,
    a('07241', '서울 영등포구 국회대로 612', '서울 영등포구 당산동 385', '1156011700'),
  ),
  el(
    1,
    '신옥자',
    'female',
    '1942-01-09',
    3,
    a('07950', '서울 양천구 목동서로 155', '서울 양천구 신정동 321', '1147010100'),
  ),
  // In the same 동 as caregiver01, 02, 05 and 07, so the default range (도보 15분, 1.25 km) has something.
  el(
    0,
    '문정자',
    'female',
    '1943-05-20',
    3,
    a('06120', '서울 강남구 논현로 610', '서울 강남구 논현동 201-7', '1168010800'),
  ),
  el(
    0,
    '배상철',
    'male',
    '1939-11-11',
    2,
    a('06072', '서울 강남구 압구정로 456', '서울 강남구 청담동 45-2', '1168010400'),
  ),
  el(
    1,
    '송금순',
    'female',
    '1946-03-03',
    4,
    a('04005', '서울 마포구 망원로 72', '서울 마포구 망원동 400-12', '1144012300'),
  ),
  el(
    1,
    '홍길남',
    'male',
    '1940-06-30',
    5,
    a('07236', '서울 영등포구 당산로 180', '서울 영등포구 당산동 104-5', '1156011700'),
  ),
];

/** Demo sign-ins for the README and e2e tests. */
export const DEMO_ACCOUNTS = [
  ...DEMO_MANAGERS.map((m) => ({
    loginId: m.loginId,
    password: DEMO_PASSWORD,
    role: 'ROLE_MANAGER' as const,
    name: m.name,
  })),
  ...[...DEMO_CAREGIVERS, ...DEMO_FORMER_CAREGIVERS].map((g) => ({
    loginId: g.loginId,
    password: DEMO_PASSWORD,
    role: 'ROLE_CAREGIVER' as const,
    name: g.name,
  })),
  {
    loginId: DEMO_OPERATOR.loginId,
    password: DEMO_PASSWORD,
    role: 'ROLE_ADMIN' as const,
    name: DEMO_OPERATOR.name,
  },
];
