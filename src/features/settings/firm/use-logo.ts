import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { downloadLogo } from '../../../core/settings/logo-calls.ts';
import { settingsKeys } from '../../../core/settings/settings-keys.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';

/** The firm's stored logo as bytes; asked only when the firm has one (its address is set). */
export function useStoredLogo(clientId: string, logoUrl: string | null) {
  const session = useSession();
  return useQuery({
    queryKey: [...settingsKeys.client(clientId), 'logo', logoUrl],
    queryFn: ({ signal }) => downloadLogo(session, clientId, signal),
    enabled: logoUrl !== null,
  });
}

/** A blob URL an <img> can show for these bytes, let go of when they change or the component goes. */
export function useObjectUrl(bytes: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!bytes) return setUrl(null);
    const made = URL.createObjectURL(bytes);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [bytes]);
  return url;
}
