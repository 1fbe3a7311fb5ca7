import { useNavigate, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { routeById } from '../../../core/navigation/routes.ts';
import { blogContentPath } from '../../../core/notifications/notification-paths.ts';
import { BlogBoard, type PostOpening } from './blog-board.tsx';

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
      <h1 className="text-xl font-semibold text-fp-text">{routeById('blog-management').title}</h1>
      <BlogBoard opening={opening} />
    </div>
  );
}
