import { page } from '../../core/navigation/portal-route.ts';
import { defineArea } from '../../review-kit/define-area.ts';
import { blogApprovalText } from './notice-texts.ts';
import { BLOG_WAITING_STATUS } from './model/waiting-status.ts';

export const BLOG_AREA = defineArea({
  id: 'blog',
  routes: [
    page({
      id: 'blog-management',
      path: '/blog-management',
      title: 'Blog Management',
      description: 'Review, approve and schedule blog posts',
      searchable: true,
      service: 'blog',
    }),
    page({
      id: 'blog-content',
      path: '/blog-content/$blogId',
      title: 'Blog Content',
      description: 'Read, edit and approve a blog post',
      searchable: false,
      parent: 'blog-management',
      service: 'blog',
    }),
  ],
  sidebar: { group: 'secondary', order: 2 },
  pages: {
    'blog-management': () => import('./ui/blog-management-page.tsx'),
    'blog-content': () => import('./ui/content/blog-content-page.tsx'),
  },
  navIcon: 'M4 4h16v16H4zM8 8h8M8 12h8M8 16h5',
  review: {
    kind: 'blog',
    waitingStatus: BLOG_WAITING_STATUS,
    label: 'Blog post',
    queueItems: (answer) => answer.blogJobs.items.map((job) => ({ ...job, title: job.title?.trim() || job.topic })),
    itemRoute: 'blog-content',
    outcomeEvents: { approved: 'blog-approved', changesRequested: 'blog-changes-requested' },
    bell: {
      skippedWhen: 'wordPressAutoPublish',
      notices: (item) => item.blogJobs.map((job) => ({ jobId: job.id, text: blogApprovalText(job.topic) })),
    },
  },
});
