import * as v from 'valibot';
import type { Country } from '../api/generated/graphql.ts';
import { requiredText } from './field-rules.ts';

/** The limits of the REST ClientLocation resource (src/core/api/openapi.json), held equal by a unit test. */
export const LOCATION_LIMITS = { name: 200, addressLine: 300, city: 120, region: 120, postalCode: 20, phone: 40 } as const;
export const COUNTRIES = ['United_States', 'Canada'] as const satisfies readonly Country[];

const optionalLine = (what: string, max: number) =>
  v.union([
    v.pipe(
      v.string(),
      v.trim(),
      v.empty(),
      v.transform(() => undefined),
    ),
    requiredText(what, max),
  ]);

/** An office of the firm (the /v1/clientLocations resource). Empty optional fields are left out. */
export const locationForm = v.object({
  name: requiredText("the office's name", LOCATION_LIMITS.name),
  addressLine: optionalLine('the street address', LOCATION_LIMITS.addressLine),
  city: requiredText('the city', LOCATION_LIMITS.city),
  region: optionalLine('the state or province', LOCATION_LIMITS.region),
  postalCode: optionalLine('the postal code', LOCATION_LIMITS.postalCode),
  country: v.picklist(COUNTRIES, 'Choose the country.'),
  phone: optionalLine('the phone number', LOCATION_LIMITS.phone),
});
export type LocationFormValues = v.InferOutput<typeof locationForm>;
