/** The form kinds' models by the names the tests read best (built from the declarations: src/forms/submission-models.ts). */
import { submissionModel } from '../../src/forms/submission-models.js';

export const WaitlistEntry = submissionModel('waitlist');
export const Suggestion = submissionModel('suggestion');
export const ExpertApplication = submissionModel('expert_application');
export const InterestRegistration = submissionModel('interest_registration');
