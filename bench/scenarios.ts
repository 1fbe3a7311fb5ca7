/** What the bench measures: the portal's two hottest reads, for the main demo client. */
export interface Scenario {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  /** A 2xx answer that is still a failure (GraphQL puts errors in a 200). */
  failed(body: string): boolean;
}

const NOTIFICATION_QUERY = `query GetClientNotificationData($clientId: ID!) {
  clientNotificationData(input: { clientId: $clientId }) {
    id socialMediaAutoPublish wordPressAutoPublish wordPressConnected isEnrolledInSocialMedia isEnrolledInGbp isConnectedInGsc connectedPlatforms
    actionItems { externalReviewDate deliverableId serviceName status blogJobs { id topic } socialMediaJobs { id platform posts { id } } }
  }
}`;

const BLOG_JOBS_QUERY = `query BlogJobs($clientId: ID!) {
  blogJobs(input: { clientId: $clientId, first: 50 }) {
    totalCount
    items { id topic status contentType dueDate externalReviewDate humanQc }
  }
}`;

const graphqlFailed = (body: string) => body.includes('"errors"');

/**
 * The scenarios, each tried once first: a scenario that fails before any load is a broken bench, not
 * a slow service, and says why. The REST list is measured only where the service serves it.
 */
export async function scenariosFor(baseUrl: string, clientId: string, token: string): Promise<Scenario[]> {
  const graphql = (name: string, query: string): Scenario => ({
    name,
    url: `${baseUrl}/graphql`,
    method: 'POST',
    body: JSON.stringify({ query, variables: { clientId } }),
    failed: graphqlFailed,
  });
  const candidates: Scenario[] = [
    graphql('GraphQL GetClientNotificationData', NOTIFICATION_QUERY),
    graphql('GraphQL blogJobs (first 50)', BLOG_JOBS_QUERY),
    {
      name: 'REST GET /v1/blogs/jobs (PageSize 50)',
      url: `${baseUrl}/v1/blogs/jobs?PageSize=50&FilterFields=${encodeURIComponent(`clientId:${clientId}`)}`,
      method: 'GET',
      failed: () => false,
    },
  ];
  const ready: Scenario[] = [];
  for (const scenario of candidates) {
    const response = await fetch(scenario.url, {
      method: scenario.method,
      headers: { authorization: `Bearer ${token}`, ...(scenario.body ? { 'content-type': 'application/json' } : {}) },
      body: scenario.body,
    });
    const text = await response.text();
    if (scenario.method === 'GET' && response.status === 404) {
      console.log(`${scenario.name}: not served by this service (404); skipped.`);
      continue;
    }
    if (!response.ok || scenario.failed(text))
      throw new Error(`${scenario.name} fails before any load (${response.status}): ${text.slice(0, 500)}`);
    ready.push(scenario);
  }
  return ready;
}
