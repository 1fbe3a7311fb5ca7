import { memo, useMemo } from 'react';
import { canvasMeasure } from '../../model/canvas-measure.ts';
import {
  SERP_CARD_WIDTH_PX,
  SERP_DESCRIPTION_FONT,
  SERP_LIMITS,
  SERP_TITLE_FONT,
  cssFont,
  type SerpDevice,
  type SerpPart,
} from '../../model/serp-limits.ts';
import { fitToWidth, serpText, type SerpFit } from '../../model/serp-truncate.ts';
import { DEVICE_NAMES, SERP_TEXTS } from '../../seo-serp-texts.ts';

const DEVICES: readonly SerpDevice[] = ['desktop', 'mobile'];

/** A part's text as each device shows it; null where the browser cannot measure widths. */
function useFits(part: SerpPart, text: string): Record<SerpDevice, SerpFit> | null {
  return useMemo(() => {
    const fitOn = (device: SerpDevice) => {
      const limit = SERP_LIMITS[part][device];
      const measure = canvasMeasure(limit.font);
      return measure && fitToWidth(text, limit.maxWidthPx, measure);
    };
    const desktop = fitOn('desktop');
    const mobile = fitOn('mobile');
    return desktop && mobile ? { desktop, mobile } : null;
  }, [part, text]);
}

/** What Google shows of a text (the other part of the result too, for the whole picture), cut as each device would. */
function useShown(part: SerpPart, text: string | undefined, device: SerpDevice): string | undefined {
  return useMemo(() => {
    if (text === undefined) return undefined;
    const limit = SERP_LIMITS[part][device];
    const measure = canvasMeasure(limit.font);
    return measure ? fitToWidth(text, limit.maxWidthPx, measure).shown : serpText(text);
  }, [part, text, device]);
}

/** The address as Google writes it above the title: the site, then the path's parts. */
const breadcrumb = (pageUrl: string) => {
  try {
    const url = new URL(pageUrl);
    return [
      url.host,
      ...url.pathname
        .split('/')
        .filter(Boolean)
        .map((segment) => decodeURIComponent(segment)),
    ].join(' › ');
  } catch {
    return pageUrl;
  }
};

export interface SerpPreviewProps {
  part: SerpPart;
  /** The proposed text of this part. */
  text: string;
  pageUrl: string;
  /** The page's other part (its proposed or live title or description), drawn beside it. */
  companion?: string;
}

function ResultCard({
  device,
  title,
  description,
  pageUrl,
  state,
}: {
  device: SerpDevice;
  title?: string;
  description?: string;
  pageUrl: string;
  state: 'fits' | 'cut' | 'unmeasured';
}) {
  return (
    <figure data-slot="serp-preview" data-device={device} data-state={state} className="m-0 space-y-1">
      <figcaption className="text-xs font-semibold text-fp-muted">{DEVICE_NAMES[device]}</figcaption>
      {/* Drawn at the result's real width, so a narrow screen scrolls it sideways (by keyboard too). */}
      <div
        tabIndex={0}
        role="group"
        aria-label={SERP_TEXTS.previewLabel(device)}
        className="max-w-full overflow-x-auto rounded-fp border border-fp-border bg-white p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
      >
        <div style={{ width: SERP_CARD_WIDTH_PX[device] }} className="space-y-1 break-words">
          <p className="truncate text-xs" style={{ color: '#202124', fontFamily: cssFont(SERP_DESCRIPTION_FONT) }}>
            {breadcrumb(pageUrl)}
          </p>
          {title !== undefined ? (
            <p data-slot="serp-title" style={{ font: cssFont(SERP_TITLE_FONT), color: '#1a0dab', lineHeight: 1.3 }}>
              {title}
            </p>
          ) : null}
          {description !== undefined ? (
            <p data-slot="serp-description" style={{ font: cssFont(SERP_DESCRIPTION_FONT), color: '#4d5156', lineHeight: 1.58 }}>
              {description}
            </p>
          ) : null}
        </div>
      </div>
    </figure>
  );
}

/** One device's preview: this part cut as that device would, beside the page's other part. */
function DevicePreview({ device, part, text, pageUrl, companion, fit }: SerpPreviewProps & { device: SerpDevice; fit: SerpFit | null }) {
  // This part is measured once, by the preview's useFits; only the other part is measured here.
  const shown = fit ? fit.shown : serpText(text);
  const state = fit ? (fit.cut ? 'cut' : 'fits') : 'unmeasured';
  const other = useShown(part === 'title' ? 'description' : 'title', companion, device);
  const [title, description] = part === 'title' ? [shown, other] : [other, shown];
  return <ResultCard device={device} title={title} description={description} pageUrl={pageUrl} state={state} />;
}

/**
 * The proposed title or meta description in a likeness of Google's result on a desktop and on a phone, cut by
 * rendered width as Google cuts (areas/on-page-seo/model/serp-limits.ts holds every limit), with its length in characters and
 * pixels. A text that will be cut gets a warning, never a block: approving it stays the firm's call. Memoized on its
 * texts: a decision re-renders its row, not the row's measured previews.
 */
export const SerpPreview = memo(function SerpPreview(props: SerpPreviewProps) {
  const fits = useFits(props.part, props.text);
  const cutOn = fits ? DEVICES.filter((device) => fits[device].cut) : [];
  const characters = fits ? fits.desktop.characters : Array.from(serpText(props.text)).length;
  return (
    <div data-slot="serp" className="space-y-2">
      <h4 className="text-sm font-medium">{SERP_TEXTS.heading}</h4>
      <div className="flex flex-col gap-3">
        {DEVICES.map((device) => (
          <DevicePreview key={device} device={device} fit={fits?.[device] ?? null} {...props} />
        ))}
      </div>
      <ul data-slot="serp-lengths" className="space-y-0.5 text-xs">
        <li>{SERP_TEXTS.length(characters)}</li>
        {fits ? (
          DEVICES.map((device) => (
            <li key={device} data-device={device}>
              {`${DEVICE_NAMES[device]}: ${SERP_TEXTS.width(fits[device].widthPx, fits[device].limitPx)}, ${fits[device].cut ? SERP_TEXTS.cut : SERP_TEXTS.fits}`}
            </li>
          ))
        ) : (
          <li>{SERP_TEXTS.unmeasured}</li>
        )}
      </ul>
      {cutOn.length > 0 ? (
        <p data-slot="serp-warning" className="rounded-fp border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {SERP_TEXTS.warning(props.part, cutOn.map((device) => DEVICE_NAMES[device].toLowerCase()).join(' and '))}
        </p>
      ) : null}
      <p className="text-xs text-fp-muted">{SERP_TEXTS.approximate}</p>
    </div>
  );
});
