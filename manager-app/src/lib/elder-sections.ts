/** A wizard step of the elder registration (1–5). */
type ElderStep = 1 | 2 | 3 | 4 | 5;

/** The five sections of a registered elder, each edited in place (issue 30), by the wizard step it is. */
export const ELDER_SECTIONS = {
  basics: { step: 1, title: '기본 정보' },
  schedule: { step: 2, title: '돌봄 요일과 시간' },
  needs: { step: 3, title: '필요한 도움' },
  work: { step: 4, title: '근무 형태와 급여' },
  contact: { step: 5, title: '가족·연락처·남길 말' },
} as const satisfies Record<string, { step: ElderStep; title: string }>;
export type ElderSection = keyof typeof ELDER_SECTIONS;

export const isElderSection = (s: string | undefined): s is ElderSection =>
  s !== undefined && Object.hasOwn(ELDER_SECTIONS, s);

/** The route that edits one section of an elder. */
export const sectionPath = (elderId: number, section: ElderSection) =>
  `/elder-admin/${elderId}/edit/${section}`;
