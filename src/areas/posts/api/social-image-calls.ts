import type { QcResult } from '../../../core/api/generated/graphql.ts';
import {
  ModifySocialMediaImageHumanQcDocument,
  RevertToOriginalSocialMediaImageDocument,
  SelectShutterStockWithBannerBearSocialMediaImageDocument,
  SelectShutterstockSocialMediaImageDocument,
  SocialMediaManualUploadImageDocument,
  UpdateSocialMediaImageWithBannerBearDocument,
} from '../../../core/api/generated/operations.ts';
import type { UploadProgress } from '../../../core/api/upload-progress.ts';
import type { Session } from '../../../core/session/session.ts';

/** A change to one post's picture, as the page asks for it; each call answers the service's message. */
export type SocialImageChange =
  | { kind: 'upload'; postId: string; file: File; onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal }
  | { kind: 'shutterstock'; postId: string; shutterstockId: string; templateId: string | null }
  | { kind: 'applyTemplate'; imageId: string; templateId: string }
  | { kind: 'revert'; imageId: string }
  | { kind: 'qc'; imageId: string; result: QcResult };

export async function changeSocialImage(session: Session, change: SocialImageChange): Promise<{ message: string }> {
  const { graphql } = session;
  switch (change.kind) {
    case 'upload': {
      const variables = { input: { socialMediaPostId: change.postId, file: change.file } };
      return (
        await graphql.upload(SocialMediaManualUploadImageDocument, variables, { onProgress: change.onProgress, signal: change.signal })
      ).socialMediaManualUploadImage;
    }
    case 'shutterstock': {
      const { postId: socialMediaPostId, shutterstockId, templateId } = change;
      if (templateId) {
        return (
          await graphql.request(SelectShutterStockWithBannerBearSocialMediaImageDocument, {
            input: { socialMediaPostId, shutterstockId, templateId },
          })
        ).selectShutterStockWithBannerBearSocialMediaImage;
      }
      return (await graphql.request(SelectShutterstockSocialMediaImageDocument, { input: { socialMediaPostId, shutterstockId } }))
        .selectShutterstockSocialMediaImage;
    }
    case 'applyTemplate':
      return (
        await graphql.request(UpdateSocialMediaImageWithBannerBearDocument, {
          input: { socialMediaImageId: change.imageId, templateId: change.templateId },
        })
      ).updateSocialMediaImageWithBannerBear;
    case 'revert':
      return (await graphql.request(RevertToOriginalSocialMediaImageDocument, { input: { socialMediaImageId: change.imageId } }))
        .revertToOriginalSocialMediaImage;
    case 'qc':
      return (
        await graphql.request(ModifySocialMediaImageHumanQcDocument, {
          input: { socialMediaImageId: change.imageId, result: change.result },
        })
      ).modifySocialMediaImageHumanQC;
  }
}
