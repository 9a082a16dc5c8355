// The spec's field types (§3) as the contract tests check them on real answers: every named field at the
// top level of the item, under its exact name, with its type. More fields may be present.

export type SpecType =
  | 'number'
  | 'string'
  | 'boolean'
  | 'iso-date'
  | 'ymd'
  | 'ymd|empty'
  | 'string[]'
  | 'number|null'
  | 'string|null'
  | 'object'
  | 'object|null'
  | 'array';

export type SpecShape = Record<string, SpecType>;

const isIsoDateTime = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(v);

function matches(type: SpecType, v: unknown): boolean {
  switch (type) {
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'string':
      return typeof v === 'string';
    case 'boolean':
      return typeof v === 'boolean';
    case 'iso-date':
      return isIsoDateTime(v);
    case 'ymd':
      return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
    case 'ymd|empty':
      return v === '' || (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v));
    case 'string[]':
      return Array.isArray(v) && v.every((x) => typeof x === 'string');
    case 'number|null':
      return v === null || (typeof v === 'number' && Number.isFinite(v));
    case 'string|null':
      return v === null || typeof v === 'string';
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    case 'object|null':
      return v === null || (typeof v === 'object' && !Array.isArray(v));
    case 'array':
      return Array.isArray(v);
  }
}

/**
 * The fields of `shape` that `item` lacks or carries with another type, as `name: expected (got …)`;
 * an empty list when every field is where the spec says. Reported as a list so one failure names all.
 */
export function specMismatches(item: unknown, shape: SpecShape): string[] {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return ['(not an object)'];
  const record = item as Record<string, unknown>;
  return Object.entries(shape).flatMap(([name, type]) =>
    name in record && matches(type, record[name])
      ? []
      : [`${name}: ${type} (got ${name in record ? JSON.stringify(record[name]) : 'nothing'})`],
  );
}

export function expectSpecShape(item: unknown, shape: SpecShape) {
  expect(specMismatches(item, shape)).toEqual([]);
}

/** The four card tags of §3 as booleans: at the top level of an item, or as one object (possibleTasks…). */
export const TASK_FLAGS: SpecShape = {
  meal: 'boolean',
  toileting: 'boolean',
  mobility: 'boolean',
  daily: 'boolean',
};

// ---------------------------------------------------------------- the entities of spec §3
export const CENTER: SpecShape = {
  centerId: 'number',
  centerName: 'string',
  zipCode: 'string',
  detailAddress: 'string',
  hasCar: 'boolean',
  finalGrade: 'string',
  // The national 장기요양기관 list does not publish a 설치일 (ADR 0010): '' until one is known.
  installationTime: 'ymd|empty',
};

/** Contact (manager to caregiver, as seen by caregiver), as a list item: `center` is the center's name. */
export const CONTACT: SpecShape = {
  contactId: 'number',
  center: 'string',
  title: 'string',
  createdAt: 'iso-date',
  wage: 'number',
  negotiable: 'boolean',
  bookmarked: 'boolean',
  ...TASK_FLAGS,
  message: 'string',
  elder: 'object',
};
export const CONTACT_ELDER: SpecShape = {
  gender: 'string',
  address: 'string',
  rank: 'number',
  daily: 'string[]',
  meal: 'string[]',
  toileting: 'string[]',
  mobility: 'string[]',
};
/** The caregiver lists' page wrapper of §3 (main/list adds `address`). */
export const PAGE: SpecShape = {
  content: 'array',
  totalPages: 'number',
  totalElements: 'number',
  size: 'number',
  first: 'boolean',
  last: 'boolean',
};

export const CAREGIVER_MAIN_CARD: SpecShape = {
  caregiverId: 'number',
  title: 'string',
  createdAt: 'iso-date',
  wage: 'number',
  negotiable: 'boolean',
  possibleTasks: 'object',
  isBookmarks: 'boolean',
  bookmarkId: 'number|null',
};

export const APPLY_ENTRY: SpecShape = {
  applyId: 'number',
  caregiverId: 'number',
  title: 'string',
  createdAt: 'iso-date',
  wage: 'number',
  negotiable: 'boolean',
  centerName: 'string',
  satisfyTasks: 'object',
};

export const OUTGOING_CONTACT: SpecShape = {
  managerContactId: 'number',
  caregiverId: 'number',
  title: 'string',
  wage: 'number',
  negotiable: 'boolean',
  possibleTasks: 'object',
};

export const CAREGIVER_OUTGOING_APPLY: SpecShape = {
  applyId: 'number',
  title: 'string',
  wage: 'number',
  negotiable: 'boolean',
  center: 'string',
  ...TASK_FLAGS,
};

export const MANAGER_BOOKMARK: SpecShape = {
  bookmarkId: 'number',
  caregiverId: 'number',
  caregiverName: 'string',
  caregiverSupport: 'string[]',
  resumeId: 'number',
};

export const SAVED_ELDER: SpecShape = {
  elderId: 'number',
  title: 'string',
  wage: 'number',
  negotiable: 'boolean',
  center: 'string',
  ...TASK_FLAGS,
};

export const ELDER_LIST_ITEM: SpecShape = { elderId: 'number', elderName: 'string' };

export const CAREGIVER_MY_PAGE: SpecShape = {
  name: 'string',
  address: 'string',
  profileImage: 'string|null',
  resumeRegistered: 'boolean',
  jobOpen: 'boolean',
  savedEldersCount: 'number',
  managerContactCount: 'number',
  applyCount: 'number',
};

export const MANAGER_MY_PAGE: SpecShape = {
  managerId: 'number',
  name: 'string',
  phoneNumber: 'string',
  centerId: 'number',
  centerName: 'string',
  hasCar: 'boolean',
  oneLineIntro: 'string',
  sentContacts: 'number',
  bookmarks: 'number',
  applys: 'number',
};

/** Nearby jobs: the grouped picks (one card or null each) … */
export const NEAR_PICKS: SpecShape = {
  meal: 'object|null',
  toileting: 'object|null',
  mobility: 'object|null',
  daily: 'object|null',
  wage: 'object|null',
};
/** … and each item. */
export const NEARBY_JOB: SpecShape = {
  title: 'string',
  center: 'string',
  wage: 'number',
  negotiable: 'boolean',
  elderId: 'number',
  bookmarked: 'boolean',
  ...TASK_FLAGS,
};

/**
 * … and the detail (`near?elderId=`), as the contact detail: `center` is the Center object and
 * `createdAt` is there (the spec's old client reads both; issue 30).
 */
export const NEARBY_JOB_DETAIL: SpecShape = {
  ...NEARBY_JOB,
  center: 'object',
  createdAt: 'iso-date',
};

/** Center profile (manager edit): center, hasCar, shortPr (sent as oneLineIntro), centerId. */
export const CENTER_PROFILE: SpecShape = {
  center: 'string',
  hasCar: 'boolean',
  shortPr: 'string',
  centerId: 'number',
};
