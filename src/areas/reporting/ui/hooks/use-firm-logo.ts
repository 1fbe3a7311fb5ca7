import { useQuery } from '@tanstack/react-query';
import { clientSettingsQueryOptions } from '../../../../core/clients/client-settings-query.ts';
import { downloadLogo } from '../../../../core/clients/logo-calls.ts';
import { settingsKeys } from '../../../../core/clients/settings-keys.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { inertImage } from '../../../../ui/inert-image.ts';

/** The bytes as a data: URL, which lives as long as the page needs it (nothing to release, unlike a blob URL). */
const dataUrlOf = (bytes: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(bytes);
  });

/**
 * The firm's logo for the printed report, as an address an <img> can show (the logo is served to signed-in readers
 * only, so an <img> cannot load it itself); null while it loads or when the firm has none. Its key sits under the
 * client's settings keys, so a logo uploaded in Settings marks it stale.
 */
export function useFirmLogo(clientId: string): string | null {
  const session = useSession();
  const settings = useQuery(clientSettingsQueryOptions(session, clientId));
  const logoUrl = settings.data?.client.logoUrl ?? null;
  const logo = useQuery({
    queryKey: [...settingsKeys.client(clientId), 'logo-for-print', logoUrl],
    queryFn: async ({ signal }) => {
      const bytes = await downloadLogo(session, clientId, signal);
      // A raster image only: a data: address of an SVG would be a document with its scripts, opened on its own.
      const picture = bytes ? await inertImage(bytes) : null;
      return picture ? dataUrlOf(picture) : null;
    },
    enabled: logoUrl !== null,
  });
  return logo.data ?? null;
}
