import type { SeedClient, SeedRows } from './client-rows.ts';
import { seededId } from './ids.ts';

/**
 * The main demo firm's settings page, rich enough to show every section: a second keyword list,
 * identifiers, two offices and two contacts (the /v1/clientLocations and /v1/contacts resources), who gets the
 * report by e-mail, a third commitment the firm opted out of, and a subscription period the agency is still
 * preparing (hidden from the firm: only staff see it in the subscription section). Its team (demo-users.ts
 * FIRM_TEAM) holds an open invitation.
 */
export interface HiddenPeriod {
  contractId: string;
  /** The first and last days of the month after next, YYYY-MM-DD. */
  start: string;
  end: string;
}

export function addSettingsShowcase(rows: SeedRows, client: SeedClient, hidden: HiddenPeriod): void {
  const { id } = client;
  const sid = (what: string) => seededId(`${id}:${what}`);
  const handle = client.name.toLowerCase().replace(/[^a-z]+/g, '');

  rows.keyword_lists!.push({
    id: sid('keywords:local'),
    client_id: id,
    name: 'Local searches',
    keywords: [
      'injury lawyer near me',
      'harbor city car accident lawyer',
      'estate planning attorney harbor city',
      'family lawyer eastside',
    ],
  });
  rows.commitments!.push({
    id: sid('commitment:gbp'),
    client_id: id,
    contract_id: hidden.contractId,
    service_name: 'Google Business Profile',
    process_type: 'GoogleBusinessProfile',
    campaign_name: 'Weekly Google Business Profile posts',
    is_opted_out: true,
  });

  const resource = (what: string, kind: string, data: Record<string, unknown>) =>
    (rows.resources ??= []).push({ id: sid(`${kind}:${what}`), kind, client_id: id, data, created_by: 'FirmPilot' });
  resource('bar', 'identifier', { name: 'State bar number', value: 'CA-284617' });
  resource('tax', 'identifier', { name: 'Tax ID (EIN)', value: '94-3187265' });
  resource('downtown', 'clientLocation', {
    name: 'Downtown office',
    addressLine: '120 Harbor Street, Suite 400',
    city: 'Harbor City',
    region: 'CA',
    postalCode: '94105',
    country: 'United_States',
    phone: '+1 (555) 010-0120',
  });
  resource('eastside', 'clientLocation', {
    name: 'Eastside office',
    addressLine: '88 Vale Avenue',
    city: 'Harbor City',
    region: 'CA',
    postalCode: '94110',
    country: 'United_States',
  });
  resource('partner', 'contact', { name: 'Olivia Owner', type: 'Email', value: `olivia@${handle}.example`, isPrimary: true });
  resource('front-desk', 'contact', { name: 'Front desk', type: 'Phone', value: '+1 (555) 010-0120', isPrimary: false });
  resource('report', 'socialMediaReportingPreference', {
    frequency: 'Month',
    recipients: [`partners@${handle}.example`, 'owner@demo.test'],
  });

  // Nothing is scheduled in it yet, so no other page changes: the sidebar, the boards and the reports list visible periods only.
  rows.subscription_periods!.push({
    id: sid('period:hidden'),
    client_id: id,
    contract_id: hidden.contractId,
    start_date: hidden.start,
    end_date: hidden.end,
    is_visible: false,
  });
}
