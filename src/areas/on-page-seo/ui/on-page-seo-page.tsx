import { itemPathOf } from '../../../core/navigation/portal-route.ts';
import { ON_PAGE_SEO_AREA } from '../area.ts';
import { holdsCapability } from '../../../core/review/review-capabilities.ts';
import { useRouterOpening } from '../../../review-kit/use-router-opening.ts';
import { useReviewClient } from '../../../review-kit/review-client.ts';
import { TestJobButton } from './components/test-job-dialog.tsx';
import { SeoBoard } from './seo-board.tsx';

const seoReviewPath = (jobId: string) => itemPathOf(ON_PAGE_SEO_AREA.routes[1], jobId);

/** `/on-page-seo`: the selected client's on-page SEO jobs of the period; a job opens on /on-page-seo-review/{id}. */
export default function OnPageSeoPage() {
  const client = useReviewClient();
  const opening = useRouterOpening(seoReviewPath);
  return (
    <div data-slot="on-page-seo-page" className="flex flex-col gap-4 p-4 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-fp-text">{ON_PAGE_SEO_AREA.routes[0].title}</h1>
        {client && holdsCapability(client.roles, 'staff') ? <TestJobButton clientId={client.clientId} /> : null}
      </div>
      <SeoBoard opening={opening} />
    </div>
  );
}
