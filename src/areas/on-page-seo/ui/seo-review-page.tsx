import { itemPathOf } from '../../../core/navigation/portal-route.ts';
import { ON_PAGE_SEO_AREA } from '../area.ts';
import { useNavigate } from '@tanstack/react-router';
import { ItemRoutePage } from '../../../review-kit/item/item-route-page.tsx';
import { SEO_PAGE_TEXTS } from '../seo-review-texts.ts';
import { SeoReviewView } from './seo-review-view.tsx';

/** /on-page-seo-review/$jobId: one on-page SEO job's proposed changes for the firm's review. */
export default function SeoReviewPage() {
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/on-page-seo' });
  return (
    <ItemRoutePage param="jobId" noClientText={SEO_PAGE_TEXTS.noClient}>
      {(clientId, jobId) => (
        <SeoReviewView
          clientId={clientId}
          jobId={jobId}
          onBack={back}
          onJobGone={(replacedBy) => (replacedBy ? void navigate({ to: itemPathOf(ON_PAGE_SEO_AREA.routes[1], replacedBy) }) : back())}
        />
      )}
    </ItemRoutePage>
  );
}
