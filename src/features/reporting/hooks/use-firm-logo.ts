import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { clientSettingsQueryOptions } from '../../../core/settings/client-settings-query.ts';
import { downloadLogo } from '../../../core/settings/logo-calls.ts';
import { settingsKeys } from '../../../core/settings/settings-keys.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';

/**
 * The firm's logo for the printed report, as a blob URL (the logo is served to signed-in readers only, so an
 * <img> cannot load its address itself); null while it loads or when the firm has none. It shares Settings'
 * cache entries, so a logo just uploaded there is the one printed.
 */
export function useFirmLogo(clientId: string): string | null {
  const session = useSession();
  const settings = useQuery(clientSettingsQueryOptions(session, clientId));
  const logoUrl = settings.data?.client.logoUrl ?? null;
  const logo = useQuery({
    queryKey: [...settingsKeys.client(clientId), 'logo', logoUrl],
    queryFn: ({ signal }) => downloadLogo(session, clientId, signal),
    enabled: logoUrl !== null,
  });
  const [url, setUrl] = useState<string | null>(null);
  const bytes = logo.data;
  useEffect(() => {
    if (!bytes) return setUrl(null);
    const made = URL.createObjectURL(bytes);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [bytes]);
  return url;
}
