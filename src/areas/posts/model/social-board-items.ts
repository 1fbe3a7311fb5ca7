import type { SocialPlatform } from '../../../core/api/generated/graphql.ts';
import type { CalendarEntry } from '../../../core/review/calendar-grid.ts';
import { localDayOf } from '../../../core/review/calendar-grid.ts';
import type { SocialBoardJob } from '../api/social-board-query.ts';

/**
 * A social job as its board sorts and shows it: the job, the platforms of its posts (each once, in the
 * networks' order), and the dates its posts carry. A job's posts go out together, so the job is scheduled
 * for the earliest post still waiting with a date and published on the latest post that went out.
 */
export type SocialBoardItem = SocialBoardJob & {
  platforms: SocialPlatform[];
  scheduledOn: string | null;
  publishedOn: string | null;
};

const PLATFORM_ORDER: readonly SocialPlatform[] = ['Facebook', 'Instagram', 'LinkedIn', 'X', 'GoogleBusinessProfile'];
const earliest = (dates: (string | null | undefined)[]) => dates.filter((date): date is string => Boolean(date)).sort()[0] ?? null;
const latest = (dates: (string | null | undefined)[]) =>
  dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1) ?? null;

/** A post that went out: the publisher marks it Complete with its publication date. */
const isPublished = (post: SocialBoardJob['posts'][number]) => post.status === 'Complete' && Boolean(post.publicationDate);
/** A post waiting to go out on a date. */
const isScheduled = (post: SocialBoardJob['posts'][number]) =>
  post.status !== 'Complete' && post.status !== 'Canceled' && Boolean(post.scheduledFor);

export function socialBoardItem(job: SocialBoardJob): SocialBoardItem {
  const platforms = PLATFORM_ORDER.filter((platform) => job.posts.some((post) => post.platform === platform));
  return {
    ...job,
    platforms,
    scheduledOn: earliest(job.posts.filter(isScheduled).map((post) => post.scheduledFor)),
    publishedOn: latest(job.posts.filter(isPublished).map((post) => post.publicationDate)),
  };
}

/** Each post on the calendar, on its day: scheduled until it goes out, then published. */
export function socialCalendarEntries<T extends SocialBoardJob>(
  jobs: readonly T[],
  detailOf: (platform: SocialPlatform) => string | undefined,
): CalendarEntry<T>[] {
  const entries: CalendarEntry<T>[] = [];
  for (const job of jobs) {
    for (const post of job.posts) {
      const kind = isPublished(post) ? 'published' : isScheduled(post) ? 'scheduled' : null;
      const day = localDayOf(kind === 'published' ? post.publicationDate : post.scheduledFor);
      if (kind && day)
        entries.push({
          id: `${job.id}:${post.id}`,
          day,
          title: job.topic,
          kind,
          status: job.status,
          detail: detailOf(post.platform),
          item: job,
        });
    }
  }
  return entries;
}
