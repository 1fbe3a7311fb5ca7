import { ItemRoutePage } from '../../../../review-kit/item/item-route-page.tsx';
import { BlogContentView } from './blog-content-view.tsx';
import { NO_CLIENT_TEXT } from './content-texts.ts';

/** /blog-content/$blogId: the selected client's post, on the kit's item page (it asks before leaving unsaved edits). */
export default function BlogContentPage() {
  return (
    <ItemRoutePage param="blogId" noClientText={NO_CLIENT_TEXT}>
      {(clientId, blogId, onDirtyChange) => <BlogContentView clientId={clientId} blogJobId={blogId} onDirtyChange={onDirtyChange} />}
    </ItemRoutePage>
  );
}
