import type { SocialPlatform } from '../../../core/api/generated/graphql.ts';
import type { PostMeasure } from '../../../shared/posts/measure-post.ts';
import { MEASURE_TEXTS, PLATFORM_NAMES } from '../post-texts.ts';

/**
 * A post's length as its network counts it, in words and as a bar; past the limit a warning says by how much.
 * The bar is a meter for screen readers, and its state shows in words as well as in colour.
 */
export function PostMeasureView({ platform, measure }: { platform: SocialPlatform; measure: PostMeasure }) {
  const network = PLATFORM_NAMES[platform];
  const share = Math.min(100, Math.round((measure.count / measure.limit) * 100));
  const tooManyHashtags = measure.hashtags && measure.hashtags.count > measure.hashtags.limit;
  return (
    <div data-slot="post-measure" data-state={measure.valid ? 'fits' : 'over'} className="space-y-1 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{MEASURE_TEXTS.count(measure.count, measure.limit, measure.unit)}</span>
        {measure.hashtags ? (
          <span className="text-fp-muted">{MEASURE_TEXTS.hashtags(measure.hashtags.count, measure.hashtags.limit)}</span>
        ) : null}
      </div>
      <div
        role="meter"
        aria-label={MEASURE_TEXTS.meterLabel(network)}
        aria-valuemin={0}
        aria-valuemax={measure.limit}
        aria-valuenow={measure.count}
        className="h-2 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className={measure.over > 0 ? 'h-full bg-fp-danger' : share >= 90 ? 'h-full bg-amber-500' : 'h-full bg-fp-primary'}
          style={{ width: `${share}%` }}
        />
      </div>
      {measure.over > 0 ? (
        <p role="alert" className="text-fp-danger">
          {MEASURE_TEXTS.over(measure.over, measure.unit, network, measure.limit)}
        </p>
      ) : null}
      {tooManyHashtags ? (
        <p role="alert" className="text-fp-danger">
          {MEASURE_TEXTS.tooManyHashtags(measure.hashtags!.count, measure.hashtags!.limit, network)}
        </p>
      ) : null}
    </div>
  );
}
