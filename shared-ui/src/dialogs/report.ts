// @dolbom/shared-ui/report — 신고: the reason sheet and the action that sends it (issue 29). A shared module
// of its own, loaded only with the screens that offer 신고 (docs/adr/0046-first-load-split-shared-code.md);
// it brings the report contracts (and zod) with it.
export { ReportSheet } from './report-sheet';
export type { ReportSheetProps, ReportSheetOutcome, ReportSheetValues } from './report-sheet';
export { ReportAction } from './report-action';
export type { ReportActionProps } from './report-action';
