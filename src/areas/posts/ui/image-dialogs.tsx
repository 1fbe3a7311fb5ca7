import type { SocialImageAction } from '../model/social-image-rules.ts';
import type { ImageDialogProps } from '../../../review-kit/images/image-dialog-parts.tsx';
import { ImageRevertDialog } from './image-revert-dialog.tsx';
import { ImageUploadDialog } from './image-upload-dialog.tsx';
import { ShutterstockImageDialog } from './shutterstock-image-dialog.tsx';
import { TemplateDialog } from './template-dialog.tsx';

export type DialogAction = Exclude<SocialImageAction, 'qc'>;

export interface ImageDialogsProps extends Omit<ImageDialogProps, 'open' | 'onOpenChange'> {
  /** The dialogs the person has opened so far: each stays mounted once opened, so closing hands focus back. */
  mounted: ReadonlySet<DialogAction>;
  opened: DialogAction | null;
  onOpenedChange: (opened: DialogAction | null) => void;
  postId: string;
  imageId: string | null;
}

/**
 * The dialogs that change a post's picture, in a chunk of their own: the post page loads them when the person
 * first opens one, so a page that is only read carries none of the upload, search or template code.
 */
export default function ImageDialogs({ mounted, opened, onOpenedChange, postId, imageId, ...shared }: ImageDialogsProps) {
  const props = (action: DialogAction) => ({
    ...shared,
    open: opened === action,
    onOpenChange: (open: boolean) => onOpenedChange(open ? action : null),
  });
  return (
    <>
      {mounted.has('upload') ? <ImageUploadDialog {...props('upload')} postId={postId} /> : null}
      {mounted.has('shutterstock') ? <ShutterstockImageDialog {...props('shutterstock')} postId={postId} /> : null}
      {imageId && mounted.has('applyTemplate') ? <TemplateDialog {...props('applyTemplate')} imageId={imageId} /> : null}
      {imageId && mounted.has('revert') ? <ImageRevertDialog {...props('revert')} imageId={imageId} /> : null}
    </>
  );
}
