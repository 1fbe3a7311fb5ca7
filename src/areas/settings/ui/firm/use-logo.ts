import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { downloadLogo } from '../../../../core/clients/logo-calls.ts';
import { settingsKeys } from '../../../../core/clients/settings-keys.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { inertImage } from '../../../../ui/inert-image.ts';

/** The firm's stored logo as bytes; asked only when the firm has one (its address is set). */
export function useStoredLogo(clientId: string, logoUrl: string | null) {
  const session = useSession();
  return useQuery({
    queryKey: [...settingsKeys.client(clientId), 'logo', logoUrl],
    queryFn: ({ signal }) => downloadLogo(session, clientId, signal),
    enabled: logoUrl !== null,
  });
}

export interface ShownImage {
  /** A blob URL for an <img>; null while it is made, or when there is nothing to show. */
  url: string | null;
  /** The bytes are not a picture this page can show (an SVG the browser cannot draw, or no image at all). */
  unshown: boolean;
}

/**
 * A blob URL an <img> can show for these bytes, let go of when they change or the component goes. Only a raster
 * image gets one: an SVG is shown as a PNG drawn from it (inertImage), since an SVG's own blob URL, opened in a tab
 * of its own, would run its script in the portal's origin.
 */
export function useShownImage(bytes: Blob | null | undefined): ShownImage {
  const [shown, setShown] = useState<ShownImage>({ url: null, unshown: false });
  useEffect(() => {
    setShown({ url: null, unshown: false });
    if (!bytes) return;
    let made: string | null = null;
    let current = true;
    const show = (picture: Blob | null) => {
      if (!current) return;
      made = picture ? URL.createObjectURL(picture) : null;
      setShown({ url: made, unshown: picture === null });
    };
    inertImage(bytes).then(show, () => show(null));
    return () => {
      current = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [bytes]);
  return shown;
}
