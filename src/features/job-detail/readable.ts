import { readableWords } from '../../core/review/status-labels.ts';

/** 'ReadyForExternalReview' → 'Ready for external review': statuses and enum values as people read them. */
export const readable = readableWords;

