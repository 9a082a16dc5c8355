// A stored resume as the spec's Resume body: what the caregiver reads back (이력서) and what a manager
// sees on a caregiver's detail. The option lists were validated on the way in, so they are typed back.
import type { Resume } from '@dolbom/shared-api/contracts';
import type { ResumeRow } from '../../db/schema';

export function resumeBody(row: ResumeRow): Resume {
  return {
    jobPosition: row.jobPosition as Resume['jobPosition'],
    hasDementiaTraining: row.hasDementiaTraining as Resume['hasDementiaTraining'],
    certificateCode: row.certificateCode,
    hasVehicle: row.hasVehicle,
    workPlace: row.workPlace as Resume['workPlace'],
    workDay: row.workDay as Resume['workDay'],
    workTimeSlot: row.workTimeSlot as Resume['workTimeSlot'],
    isNegotiableTime: row.isNegotiableTime,
    wage: row.wage,
    elderRank: row.elderRank as Resume['elderRank'],
    meal: row.meal as Resume['meal'],
    toileting: row.toileting as Resume['toileting'],
    mobility: row.mobility as Resume['mobility'],
    daily: row.daily as Resume['daily'],
    preferredGender: row.preferredGender as Resume['preferredGender'],
    isFamilyPreferred: row.isFamilyPreferred,
    isPetPreferred: row.isPetPreferred,
    // `current` (issue 30) is missing from entries stored before it existed: they had an end date.
    experience: row.experience.map((e) => ({ ...e, current: e.current === true })),
    introduction: row.introduction,
    title: row.title,
  };
}
