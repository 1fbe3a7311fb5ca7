import * as v from 'valibot';
import { requiredText, webAddress } from './field-rules.ts';

/** A competitor the firm names (AddClientCompetitor, UpdateClientCompetitor). */
export const competitorForm = v.object({
  name: requiredText("the competitor's name"),
  websiteUrl: webAddress("the competitor's website"),
});
export type CompetitorFormValues = v.InferOutput<typeof competitorForm>;
