// Demo data for a first start: centers, managers, caregivers and elders around Seoul.
// Every bcode is a real 법정동 code present in shared/data/kr-legal-dong-centroids.csv; the coordinates
// come from the gazetteer at seed time. Addresses are made up but shaped like real ones.

export const DEMO_PASSWORD = 'dolbom1234!';

export interface DemoAddress {
  zonecode: string;
  roadAddress: string;
  jibunAddress: string;
  bcode: string;
}

export interface DemoCenter extends DemoAddress {
  name: string;
  detailAddress: string;
  hasCar: boolean;
  finalGrade: 'A' | 'B' | 'C' | 'D' | 'E';
  installationTime: string;
  oneLineIntro: string;
}

const a = (zonecode: string, roadAddress: string, jibunAddress: string, bcode: string): DemoAddress => ({
  zonecode,
  roadAddress,
  jibunAddress,
  bcode,
});

const c = (
  name: string,
  address: DemoAddress,
  finalGrade: DemoCenter['finalGrade'],
  hasCar: boolean,
  installationTime: string,
  oneLineIntro: string,
  detailAddress = '',
): DemoCenter => ({ name, ...address, detailAddress, finalGrade, hasCar, installationTime, oneLineIntro });

export const DEMO_CENTERS: DemoCenter[] = [
  c(
    '행복한요양센터 강남',
    a('06236', '서울 강남구 테헤란로 152', '서울 강남구 역삼동 737', '1168010100'),
    'A',
    true,
    '2012-03-15',
    '어르신을 가족처럼 모시는 강남 대표 센터',
    '3층',
  ),
  c(
    '늘봄재가복지센터 서초',
    a('06611', '서울 서초구 서초대로 396', '서울 서초구 서초동 1303-22', '1165010800'),
    'A',
    true,
    '2015-07-01',
    '20년 경력 사회복지사가 함께합니다',
    '5층 502호',
  ),
  c(
    '송파사랑방문요양',
    a('05551', '서울 송파구 올림픽로 240', '서울 송파구 잠실동 40-1', '1171010100'),
    'B',
    true,
    '2016-11-20',
    '잠실 어르신 돌봄은 저희가 책임집니다',
  ),
  c(
    '마포햇살재가센터',
    a('04038', '서울 마포구 양화로 45', '서울 마포구 서교동 395-166', '1144012000'),
    'A',
    false,
    '2018-04-09',
    '따뜻한 햇살 같은 돌봄',
    '2층',
  ),
  c(
    '영등포든든요양센터',
    a('07327', '서울 영등포구 여의대로 108', '서울 영등포구 여의도동 23', '1156011000'),
    'B',
    true,
    '2014-09-30',
    '든든한 돌봄, 믿을 수 있는 서비스',
  ),
  c(
    '종로효도방문요양',
    a('03080', '서울 종로구 대학로 104', '서울 종로구 혜화동 41-2', '1111016900'),
    'C',
    false,
    '2011-02-14',
    '효를 실천하는 종로의 방문요양',
  ),
  c(
    '노원행복나눔재가센터',
    a('01689', '서울 노원구 동일로 1414', '서울 노원구 상계동 725', '1135010500'),
    'A',
    true,
    '2013-06-18',
    '노원구 어르신 곁을 지키는 이웃',
  ),
  c(
    '관악희망요양센터',
    a('08826', '서울 관악구 신림로 330', '서울 관악구 신림동 1422-5', '1162010200'),
    'B',
    true,
    '2017-08-22',
    '희망을 드리는 맞춤 요양',
    '4층',
  ),
  c(
    '성북온정방문요양',
    a('02832', '서울 성북구 동소문로 102', '서울 성북구 돈암동 48-28', '1129010300'),
    'C',
    true,
    '2019-01-07',
    '정이 넘치는 성북 돌봄센터',
  ),
  c(
    '강서미소재가복지센터',
    a('07695', '서울 강서구 화곡로 302', '서울 강서구 화곡동 1068', '1150010300'),
    'B',
    false,
    '2016-05-11',
    '미소로 시작하는 하루',
  ),
  c(
    '은평참좋은요양센터',
    a('03310', '서울 은평구 통일로 855', '서울 은평구 불광동 281-1', '1138010300'),
    'D',
    true,
    '2020-03-02',
    '참 좋은 돌봄을 약속합니다',
  ),
  c(
    '동작바른돌봄센터',
    a('07041', '서울 동작구 동작대로 89', '서울 동작구 사당동 1046', '1159010700'),
    'A',
    true,
    '2014-12-01',
    '바르고 정직한 요양 서비스',
    '2층 201호',
  ),
  c(
    '광진한마음방문요양',
    a('05066', '서울 광진구 아차산로 262', '서울 광진구 자양동 227-7', '1121510500'),
    'B',
    false,
    '2018-10-15',
    '한마음으로 모시는 어르신 돌봄',
  ),
  c(
    '용산평안재가센터',
    a('04427', '서울 용산구 이태원로 294', '서울 용산구 한남동 683-35', '1117013100'),
    'C',
    true,
    '2015-04-27',
    '평안한 일상을 지켜드립니다',
  ),
  c(
    '중구소망요양센터',
    a('04603', '서울 중구 다산로 163', '서울 중구 신당동 372-4', '1114016200'),
    'E',
    false,
    '2021-06-30',
    '소망을 나누는 요양센터',
  ),
  c(
    '강동새봄방문요양',
    a('05335', '서울 강동구 천호대로 1017', '서울 강동구 천호동 453-2', '1174010900'),
    'A',
    true,
    '2012-09-03',
    '새봄처럼 따뜻한 돌봄',
    '3층',
  ),
  c(
    '양천사랑채재가센터',
    a('07995', '서울 양천구 목동동로 293', '서울 양천구 목동 905-9', '1147010200'),
    'B',
    true,
    '2017-02-20',
    '사랑채에서 시작하는 행복한 노후',
  ),
  c(
    '구로정성요양센터',
    a('08307', '서울 구로구 구로중앙로 152', '서울 구로구 구로동 436-1', '1153010200'),
    'D',
    false,
    '2019-11-11',
    '정성을 다하는 구로의 요양센터',
  ),
  c(
    '성동푸른쉼터요양',
    a('04780', '서울 성동구 뚝섬로 273', '서울 성동구 성수동1가 685-20', '1120011400'),
    'C',
    true,
    '2020-08-18',
    '푸른 쉼터 같은 편안한 돌봄',
  ),
  c(
    '도봉은빛재가센터',
    a('01411', '서울 도봉구 노해로 403', '서울 도봉구 창동 338', '1132010700'),
    'B',
    true,
    '2016-01-25',
    '은빛 인생을 함께 걷는 동반자',
  ),
  c(
    '동대문다정요양센터',
    a('02447', '서울 동대문구 회기로 85', '서울 동대문구 회기동 60-46', '1123010800'),
    'A',
    false,
    '2013-03-12',
    '다정한 손길로 모십니다',
    '2층',
  ),
  c(
    '대치봄날재가센터',
    a('06280', '서울 강남구 삼성로 212', '서울 강남구 대치동 968', '1168010600'),
    'E',
    true,
    '2022-05-16',
    '봄날처럼 포근한 재가 돌봄',
  ),
];

export interface DemoUser {
  loginId: string;
  name: string;
  phone: string;
}

export interface DemoManager extends DemoUser {
  /** Index into DEMO_CENTERS. */
  center: number;
}

export const DEMO_MANAGERS: DemoManager[] = [
  { loginId: 'manager01', name: '김복지', phone: '010-2345-6701', center: 0 },
  { loginId: 'manager02', name: '이사랑', phone: '010-2345-6702', center: 3 },
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
  ...DEMO_CAREGIVERS.map((g) => ({
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
