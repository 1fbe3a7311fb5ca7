import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { routeById, type RouteId } from '../../core/navigation/routes.ts';
import { useSession } from '../../ui/hooks/use-session.tsx';
import { useStore } from '../../ui/hooks/use-store.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { Spinner } from '../../ui/primitives/spinner.tsx';
import { seoJobSummaryQuery, socialJobSummaryQuery } from './api/job-summary-queries.ts';
import { SeoJobSummary, SocialJobSummary } from './components/job-summaries.tsx';

export type JobRouteId = Extract<RouteId, 'google-business-profile-content' | 'social-media-post' | 'on-page-seo-review'>;

/**
 * A deliverable's own page (a social or Google Business Profile post, an on-page SEO job) until
 * that area's review page lands: its title, where it stands and how it got there, from the service.
 */
export function JobDetailPage({ routeId }: { routeId: JobRouteId }) {
  const params = useParams({ strict: false }) as { jobId?: string };
  const id = params.jobId ?? '';
  return (
    <article className="mx-auto w-full max-w-4xl space-y-4 p-4 md:p-6">
      <h1 className="text-xl font-semibold">{routeById(routeId).title}</h1>
      <JobSummary routeId={routeId} id={id} />
    </article>
  );
}

function JobSummary({ routeId, id }: { routeId: JobRouteId; id: string }) {
  const session = useSession();
  const clientId = useStore(session.runtime.stores.clients, (state) => state.selectedClient?.clientId) ?? '';
  const seo = useQuery({ ...seoJobSummaryQuery(session, clientId, id), enabled: routeId === 'on-page-seo-review' });
  const social = useQuery({ ...socialJobSummaryQuery(session, clientId, id), enabled: routeId === 'social-media-post' || routeId === 'google-business-profile-content' });
  const query = routeId === 'on-page-seo-review' ? seo : social;

  if (query.status === 'pending') {
    return (
      <div role="status" aria-label="Loading" className="flex justify-center p-8">
        <Spinner />
      </div>
    );
  }
  if (query.status === 'error') {
    return (
      <div role="alert" className="space-y-3 rounded-fp border border-fp-danger p-4">
        <p className="text-fp-danger">This item could not be loaded: {query.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  let summary: ReactNode;
  if (routeId === 'on-page-seo-review' && seo.data) summary = <SeoJobSummary job={seo.data} />;
  else if (social.data) summary = <SocialJobSummary job={social.data} />;
  return <div className="space-y-4">{summary}</div>;
}
