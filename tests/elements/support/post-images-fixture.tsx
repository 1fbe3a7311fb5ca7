/**
 * Element-test fixture of a post page's images, built to dist/test/post-images-fixture.js: `<fp-post-images-test>`
 * renders PostReviewView over a stand-in for the service that answers GetSocialPost, the Shutterstock search,
 * the banner templates and the image mutations as the service does (a new picture keeps the first as the
 * original; revert goes back to it). Uploads go by XMLHttpRequest (the page asks for progress), so the fixture
 * puts a stand-in XMLHttpRequest on the window that sends half the bytes and waits for the test to let the rest go.
 */
import { useState } from 'react';
import type { SocialJob } from '../../../src/areas/posts/api/social-post-query.ts';
import { defineElement } from '../../../src/elements/define-element.ts';
import { PostReviewView } from '../../../src/areas/posts/ui/post-review-view.tsx';
import { SessionProvider } from '../../../src/ui/hooks/use-session.tsx';
import { ToastRegion } from '../../../src/ui/toasts/toast-region.tsx';
import { answer, fakeSession, serviceError } from './fake-session.ts';
import { installUploads, uploads } from './fake-uploads.ts';

export const CLIENT_ID = 'client-1';
export const MEDIA = 'https://media.example.test';
type Image = { id: string; s3Url: string; originalUrl: string | null; source: string; humanQc: string };

const post = (id: string, platform: string, images: Image[]) => ({
  id,
  platform,
  content: `Our holiday hours on ${platform}.`,
  contentVersion: 1,
  status: 'New',
  postType: 'AysharePost',
  scheduledFor: null,
  publicationDate: null,
  postId: null,
  postUrl: null,
  callToAction: null,
  callToActionUrl: null,
  gbpTopicType: null,
  images,
});

function initialJob(): SocialJob {
  return {
    id: 'job-1',
    clientId: CLIENT_ID,
    deliverableId: 'deliverable-1',
    topic: 'Holiday office hours',
    status: 'ReadyForExternalReview',
    channel: 'SocialMedia',
    isTest: false,
    externalReviewDate: '2026-11-28',
    humanQc: 'Unevaluated',
    rejectionReason: null,
    rejectionComment: null,
    updatedOn: '2026-11-20T09:00:00.000Z',
    contentHash: 'hash-read',
    posts: [
      post('post-fb', 'Facebook', [
        { id: 'img-fb', s3Url: `${MEDIA}/generated.png`, originalUrl: null, source: 'AI', humanQc: 'Unevaluated' },
      ]),
      post('post-x', 'X', []),
    ],
    approvals: [],
    statusHistory: [],
  } as unknown as SocialJob;
}

let job = initialJob();
const requests: Array<{ operationName: string; variables: Record<string, unknown>; url: string }> = [];
let failNext: string | null = null;

/** Shows a new picture on a post as the service does: the first one is kept as the original, and QC starts over. */
function show(postId: string, s3Url: string, source: string) {
  job = {
    ...job,
    posts: job.posts.map((candidate) => {
      if (candidate.id !== postId) return candidate;
      const [current] = candidate.images as Image[];
      const image: Image = current
        ? { ...current, s3Url, source, originalUrl: current.originalUrl ?? current.s3Url, humanQc: 'Unevaluated' }
        : { id: `img-${postId}`, s3Url, source, originalUrl: null, humanQc: 'Unevaluated' };
      return { ...candidate, images: [image] };
    }),
  } as SocialJob;
  return { message: `The post now shows ${s3Url}.`, image: { id: 'x', s3Url } };
}
const postOfImage = (imageId: string) => job.posts.find((candidate) => candidate.images.some((image) => image.id === imageId))!;
const imageOf = (imageId: string) => postOfImage(imageId).images.find((image) => image.id === imageId) as Image;

export const service = {
  reset() {
    job = initialJob();
    requests.length = 0;
    failNext = null;
    uploads.reset();
  },
  job: () => job,
  requests: () => requests,
  /** The next mutation is refused with this message (BAD_USER_INPUT). */
  failNext(message: string) {
    failNext = message;
  },
  uploads,
};

function mutate(operationName: string, input: Record<string, string>): unknown {
  switch (operationName) {
    case 'SelectShutterstockSocialMediaImage':
      return {
        selectShutterstockSocialMediaImage: show(
          input.socialMediaPostId!,
          `${MEDIA}/shutterstock-${input.shutterstockId}.png`,
          'Shutterstock',
        ),
      };
    case 'SelectShutterStockWithBannerBearSocialMediaImage':
      return {
        selectShutterStockWithBannerBearSocialMediaImage: show(
          input.socialMediaPostId!,
          `${MEDIA}/shutterstock-${input.shutterstockId}-${input.templateId}.png`,
          'BannerBear',
        ),
      };
    case 'UpdateSocialMediaImageWithBannerBear':
      return {
        updateSocialMediaImageWithBannerBear: show(
          postOfImage(input.socialMediaImageId!).id,
          `${imageOf(input.socialMediaImageId!).s3Url}-${input.templateId}`,
          'BannerBear',
        ),
      };
    case 'RevertToOriginalSocialMediaImage': {
      const image = imageOf(input.socialMediaImageId!);
      const reverted = { ...image, s3Url: image.originalUrl!, originalUrl: null, source: 'AI', humanQc: 'Unevaluated' };
      job = {
        ...job,
        posts: job.posts.map((candidate) => (candidate.images.includes(image as never) ? { ...candidate, images: [reverted] } : candidate)),
      } as SocialJob;
      return {
        revertToOriginalSocialMediaImage: {
          message: 'The post shows its original image again.',
          image: { id: image.id, s3Url: reverted.s3Url },
        },
      };
    }
    case 'ModifySocialMediaImageHumanQc': {
      const image = imageOf(input.socialMediaImageId!);
      job = {
        ...job,
        posts: job.posts.map((candidate) => ({
          ...candidate,
          images: candidate.images.map((item) => (item.id === image.id ? { ...item, humanQc: input.result } : item)),
        })),
      } as SocialJob;
      return { modifySocialMediaImageHumanQC: { message: `Marked the image as ${input.result}.` } };
    }
    default:
      return null;
  }
}

const TEMPLATES = [
  {
    id: 'tpl-square',
    version: 1,
    createdOn: '2026-01-01T00:00:00Z',
    updatedOn: '2026-01-01T00:00:00Z',
    name: 'Square badge',
    templateUrl: 'https://t.example/square.svg',
    width: 1080,
    height: 1080,
  },
  {
    id: 'tpl-wide',
    version: 1,
    createdOn: '2026-01-01T00:00:00Z',
    updatedOn: '2026-01-01T00:00:00Z',
    name: 'Wide banner',
    templateUrl: 'https://t.example/wide.svg',
    width: 1200,
    height: 628,
  },
];

function rest(url: URL): Response {
  requests.push({ operationName: `GET ${url.pathname}`, variables: Object.fromEntries(url.searchParams), url: url.href });
  if (url.pathname.endsWith('/images/templates'))
    return answer({ items: TEMPLATES, totalCount: TEMPLATES.length, pageNumber: 1, pageSize: 100 });
  const query = url.searchParams.get('Query') ?? '';
  const found = query === 'nothing at all' ? 0 : 7;
  const items = Array.from({ length: found }, (_, i) => ({
    id: `ss-${i + 1}`,
    description: `${query} ${i + 1}`,
    previewUrl: `${MEDIA}/preview-${i + 1}.png`,
    width: 1000,
    height: 667,
  }));
  return answer({ items, totalCount: found, pageNumber: 1, pageSize: 12 });
}

async function fakeService(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input instanceof Request ? input.url : input));
  if (url.pathname.startsWith('/v1/')) return rest(url);
  const { operationName, variables } = JSON.parse(String(init?.body ?? '{}'));
  const input_: Record<string, string> = variables?.input ?? {};
  requests.push({ operationName, variables: input_, url: url.href });
  if (operationName === 'GetSocialPost')
    return answer({ data: { socialMediaJob: job, client: { id: CLIENT_ID, name: 'Harbor & Vale Law', advertisingDisclaimer: null } } });
  if (failNext) {
    const message = failNext;
    failNext = null;
    return serviceError(message, { code: 'BAD_USER_INPUT' });
  }
  const data = mutate(operationName, input_);
  return data ? answer({ data }) : serviceError(`The test service does not answer ${operationName}.`, { code: 'BAD_USER_INPUT' });
}

installUploads((postId, file) => {
  requests.push({ operationName: 'SocialMediaManualUploadImage', variables: { socialMediaPostId: postId, fileName: file.name }, url: '' });
  return {
    socialMediaManualUploadImage: { ...show(postId, `${MEDIA}/upload-${file.name}`, 'Upload'), socialMediaPostImagesId: `img-${postId}` },
  };
});

function PostImagesTest() {
  const [session] = useState(() => fakeSession(fakeService));
  const texts = {
    loading: 'Loading the post',
    error: 'The post could not be loaded.',
    notFound: 'No such post.',
    noClient: 'Choose a client.',
    back: 'Back',
  };
  return (
    <SessionProvider session={session} autoStart={false}>
      <div className="p-4">
        <PostReviewView clientId={CLIENT_ID} jobId="job-1" texts={texts} pageType="social-media-post" />
      </div>
      <ToastRegion />
    </SessionProvider>
  );
}

defineElement('fp-post-images-test', PostImagesTest, {});
