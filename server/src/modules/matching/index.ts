// The matching engine's public API (pure part). Rules and weights: README.md beside this file.
export * from './options';
export type { CaregiverForMatching, DayHours, ElderForMatching, ElderSchedule, LatLng } from './types';
export { caregiverCapabilityLevels, categoriesMet, elderNeedLevels, taskTags } from './levels';
export type { Levels, TaskTags } from './levels';
export { candidateFailures, isCandidate } from './filters';
export type { FilterFailure } from './filters';
export { dayRange, parseTime, scheduleOverlap } from './schedule';
export type { ScheduleOverlap } from './schedule';
export { WAGE_FLOOR_RATIO, formatWon, hourlyOffer, wageFit } from './wage';
export {
  FITS_TEXT,
  fitOf,
  fitText,
  mainMismatch,
  mismatches,
  mismatchTexts,
  scheduleMismatch,
  wageMismatch,
  weekdaysText,
} from './fit';
export type { Fit, Mismatch, Viewer } from './fit';
export { REASON_TEXT } from './reasons';
export { SCORE_PART_LABELS, WEIGHTS, matchScore, scoreBreakdown, scoreFromLevels } from './score';
export type { MatchScore, ScoreBreakdownItem, ScorePart, ScoredCaregiver } from './score';
// The brute-force reference (reference.ts) is not exported here: tests and the benchmark import it
// directly, and no production code loads it.
export { compareNearKeys, compareRankKeys } from './ranking';
export type { CandidateRankKeys, CandidateResult, NearElderResult, NearRankKeys } from './ranking';
export { dailyMask, elderLevelColumns, rankMask, resumeLevelColumns } from './columns';
export { caregiverForMatching, elderForMatching } from './rows';
export {
  NEAR_PICK_KINDS,
  candidateOrderInSql,
  candidateWindowSql,
  findCandidates,
  findEveryNearElder,
  findNearElders,
  loadCaregiverForMatching,
  loadElderForMatching,
  nearWindowSql,
  nearPicks,
  nearPicksAsOf,
  nearPickRowsInSql,
  nearPicksRowsSql,
  noPicks,
  type NearPicks,
  scorePair,
  toPage,
} from './queries';
export type { CandidateOnPage, NearOnPage, NearPick, NearPickKind } from './queries';
export { candidatePages, caregiverVersion, elderVersion } from './pages';
export type { CandidatePageRow, CardFields, ElderCardColumns } from './pages';
