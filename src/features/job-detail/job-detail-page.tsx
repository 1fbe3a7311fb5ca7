import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { routeById, type RouteId } from '../../core/navigation/routes.ts';
import { useSession } from '../../ui/hooks/use-session.tsx';
import { useStore } from '../../ui/hooks/use-store.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { Spinner } from '../../ui/primitives/spinner.tsx';
import { seoJobSummaryQuery } from './api/job-summary-queries.ts';
import { SeoJobSummary } from './components/job-summaries.tsx';

export type JobRouteId = Extract<RouteId, 'on-page-seo-review'>;

/**
 * An on-page SEO job's own page until that area's review page lands: its title, where it stands and how it got there, from the service.
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

function JobSummary({ id }: { routeId: JobRouteId; id: string }) {
  const session = useSession();
  const clientId = useStore(session.runtime.stores.clients, (state) => state.selectedClient?.clientId) ?? '';
  const query = useQuery(seoJobSummaryQuery(session, clientId, id));

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
  return <div className="space-y-4">{query.data ? <SeoJobSummary job={query.data} /> : null}</div>;
}
