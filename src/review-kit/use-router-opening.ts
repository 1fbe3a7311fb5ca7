import { useNavigate, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { ItemOpening } from './item-link.tsx';

/** How a board inside `<fp-portal>` opens an item: on its own page, by the router (a link that also works in a new tab). */
export function useRouterOpening<T extends { id: string }>(pathOf: (id: string) => string): ItemOpening<T> {
  const router = useRouter();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      hrefOf: (item: T) => router.buildLocation({ to: pathOf(item.id) }).href,
      open: (item: T) => void navigate({ to: pathOf(item.id) }),
    }),
    [router, navigate, pathOf],
  );
}
