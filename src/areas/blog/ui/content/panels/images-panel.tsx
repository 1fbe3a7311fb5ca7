import type { BlogPost } from '../../../api/blog-post-query.ts';
import type { ReviewClient } from '../../../../../review-kit/review-client.ts';
import { SECTION_TITLES } from '../content-texts.ts';
import { ImageCard } from './image-card.tsx';
import { EmptyText, PanelSection } from '../../../../../review-kit/item/panel-section.tsx';
import { canChooseImages, canEditPost } from './panel-permissions.ts';
import { EMPTY_TEXTS } from './panels-texts.ts';

/** The featured image leads the post, so it comes first; any other type follows in the service's order. */
const TYPE_ORDER: Record<string, number> = { Featured: 0, Embedded: 1 };
const byType = (images: BlogPost['images']) => [...images].sort((a, b) => (TYPE_ORDER[a.type] ?? 2) - (TYPE_ORDER[b.type] ?? 2));

/**
 * The post's images, featured first: each with its preview, source and image QC; reviewers rename them and pass
 * or fail them, staff also choose another, while the post can still change.
 */
export function ImagesPanel({ post, client, onChanged }: { post: BlogPost; client: ReviewClient; onChanged?: () => void }) {
  const images = byType(post.images);
  const canEdit = canEditPost(client, post.status);
  const canChoose = canChooseImages(client, post.status);
  return (
    <PanelSection title={SECTION_TITLES.images} slot="images">
      {images.length === 0 ? (
        <EmptyText>{EMPTY_TEXTS.images}</EmptyText>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {images.map((image) => (
            <ImageCard
              key={image.id}
              image={image}
              blogJobId={post.id}
              clientId={client.clientId}
              canEdit={canEdit}
              canChoose={canChoose}
              onChanged={onChanged}
            />
          ))}
        </div>
      )}
    </PanelSection>
  );
}
