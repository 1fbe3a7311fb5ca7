import type {
  HumanQcResult,
  JobStatus,
  PostRejectionReason,
  SocialChannel,
  SocialMediaImage,
  SocialMediaJob,
  SocialMediaPost,
} from '../../../../src/core/api/generated/graphql.ts';
import { editableCheck, jobMover } from '../../domain/content-jobs.ts';
import type { Queryable } from '../../store/db.ts';
import { targetBy } from '../targets.ts';

export interface SocialJobRecord {
  id: string;
  client_id: string;
  deliverable_id: string | null;
  parent_job_id: string | null;
  channel: SocialChannel;
  is_test: boolean;
  topic: string;
  status: JobStatus;
  external_review_date: string | null;
  human_qc: HumanQcResult;
  rejection_reason: PostRejectionReason | null;
  rejection_comment: string | null;
  created_on: string;
  updated_on: string;
}

export interface SocialPostRecord {
  id: string;
  social_job_id: string;
  platform: SocialMediaPost['platform'];
  content: string;
  content_version: number;
  status: SocialMediaPost['status'];
  post_type: SocialMediaPost['postType'];
  scheduled_for: string | null;
  publication_date: string | null;
  provider_post_id: string | null;
  post_url: string | null;
  published_by: string | null;
  gbp_topic_type: SocialMediaPost['gbpTopicType'];
  call_to_action: SocialMediaPost['callToAction'];
  call_to_action_url: string | null;
}

export interface SocialImageRecord {
  id: string;
  social_post_id: string;
  s3_url: string;
  original_url: string | null;
  source: string;
  original_source: string | null;
  human_qc: SocialMediaImage['humanQc'];
}

export type SocialJobParent = Omit<SocialMediaJob, 'posts' | 'statusHistory' | 'approvals' | 'contentHash'>;
export type SocialPostParent = Omit<SocialMediaPost, 'images'>;

export const toSocialJob = (row: SocialJobRecord): SocialJobParent => ({
  id: row.id,
  clientId: row.client_id,
  deliverableId: row.deliverable_id,
  parentJobId: row.parent_job_id,
  channel: row.channel,
  isTest: row.is_test,
  topic: row.topic,
  status: row.status,
  externalReviewDate: row.external_review_date,
  humanQc: row.human_qc,
  rejectionReason: row.rejection_reason,
  rejectionComment: row.rejection_comment,
  createdOn: row.created_on,
  updatedOn: row.updated_on,
});

export const toSocialPost = (row: SocialPostRecord): SocialPostParent => ({
  id: row.id,
  socialMediaJobId: row.social_job_id,
  platform: row.platform,
  content: row.content,
  contentVersion: row.content_version,
  status: row.status,
  postType: row.post_type,
  scheduledFor: row.scheduled_for,
  publicationDate: row.publication_date,
  postId: row.provider_post_id,
  postUrl: row.post_url,
  userId: row.published_by,
  gbpTopicType: row.gbp_topic_type,
  callToAction: row.call_to_action,
  callToActionUrl: row.call_to_action_url,
});

export const toSocialImage = (row: SocialImageRecord): SocialMediaImage => ({
  id: row.id,
  socialMediaPostId: row.social_post_id,
  s3Url: row.s3_url,
  originalUrl: row.original_url,
  source: row.source,
  humanQc: row.human_qc,
});

/** Moves a social job (and its deliverable) by a named move; an illegal move throws and changes nothing. */
export const moveSocialJob = jobMover('social media job', 'social_job');

/** Posts and images can no longer change once their job is published or canceled (content-jobs.ts says why). */
export const requireSocialEditable = editableCheck('social media job');

/** The order a job shows its posts in (then by id), as SQL. */
export const POST_PLATFORM_ORDER =
  "case platform when 'Facebook' then 0 when 'Instagram' then 1 when 'LinkedIn' then 2 when 'X' then 3 else 4 end";

export async function postsOf(db: Queryable, jobId: string): Promise<SocialPostRecord[]> {
  return db.query<SocialPostRecord>(`select * from social_posts where social_job_id = $1 order by ${POST_PLATFORM_ORDER}, id`, [jobId]);
}

export const socialJobRecordTarget = targetBy<SocialJobRecord>(
  'social media job',
  'socialMediaJobId',
  'select * from social_jobs where id = $1 for update',
);

/** A post with its job's client, status and test flag (images and content follow the job's state). */
export type SocialPostWithJob = SocialPostRecord & {
  client_id: string;
  job_status: JobStatus;
  deliverable_id: string | null;
  is_test: boolean;
};
export const socialPostRecordTarget = targetBy<SocialPostWithJob>(
  'social media post',
  'socialMediaPostId',
  `select p.*, j.client_id, j.status as job_status, j.deliverable_id, j.is_test
     from social_posts p join social_jobs j on j.id = p.social_job_id where p.id = $1 for update of p`,
);

/** The job a post belongs to, as a move and a void read it. */
export const jobOfPost = (post: SocialPostWithJob) => ({
  id: post.social_job_id,
  status: post.job_status,
  deliverable_id: post.deliverable_id,
  is_test: post.is_test,
});

export type SocialImageWithJob = SocialImageRecord & { client_id: string; job_status: JobStatus };
export const socialImageTarget = targetBy<SocialImageWithJob>(
  'social media image',
  'socialMediaImageId',
  `select i.*, j.client_id, j.status as job_status
     from social_images i join social_posts p on p.id = i.social_post_id join social_jobs j on j.id = p.social_job_id where i.id = $1 for update of i`,
);
