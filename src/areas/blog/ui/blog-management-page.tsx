import { itemPathOf } from '../../../core/navigation/portal-route.ts';
import { BLOG_AREA } from '../area.ts';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { BlogBoard, type PostOpening } from './blog-board.tsx';

/** Where one item opens: the area's item page. */
const blogContentPath = (jobId: string) => itemPathOf(BLOG_AREA.routes[1], jobId);

/** `/blog-management`: the selected client's blog board; a post opens on its own page, /blog-content/{id}. */
export default function BlogManagementPage() {
  const router = useRouter();
  const navigate = useNavigate();
  const opening = useMemo<PostOpening>(
    () => ({
      hrefOf: (job) => router.buildLocation({ to: blogContentPath(job.id) }).href,
      open: (job) => void navigate({ to: blogContentPath(job.id) }),
    }),
    [router, navigate],
  );
  return (
    <div data-slot="blog-management-page" className="flex flex-col gap-4 p-4 md:p-6">
      <h1 className="text-xl font-semibold text-fp-text">{BLOG_AREA.routes[0].title}</h1>
      <BlogBoard opening={opening} />
    </div>
  );
}
