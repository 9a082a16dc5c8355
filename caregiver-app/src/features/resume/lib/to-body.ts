import { completeExperience, type ResumeBody } from '@dolbom/shared-api/contracts';
import type { ResumeDraft } from '../resume-store';

/** The request body from a checked draft: unanswered choices cannot remain after the nine steps. */
export function toResumeBody(d: ResumeDraft): ResumeBody {
  return {
    jobPosition: d.jobPosition,
    hasDementiaTraining: d.hasDementiaTraining ?? 'INCOMPLETE',
    certificateCode: d.certificateCode.trim(),
    hasVehicle: d.hasVehicle ?? false,
    workPlace: d.workPlace,
    workDay: d.workDay,
    workTimeSlot: d.workTimeSlot,
    isNegotiableTime: d.isNegotiableTime,
    wage: d.wage ?? 0,
    elderRank: d.elderRank,
    meal: d.meal,
    toileting: d.toileting,
    mobility: d.mobility,
    daily: d.daily,
    preferredGender: d.preferredGender,
    isFamilyPreferred: d.isFamilyPreferred ?? false,
    isPetPreferred: d.isPetPreferred ?? false,
    // Blank rows are left out; step 9 refused unfinished entries with a message each (issue 30).
    experience: completeExperience(d.experience),
    introduction: d.introduction.trim(),
    title: d.title.trim(),
  };
}
