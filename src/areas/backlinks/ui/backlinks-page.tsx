import { BACKLINKS_AREA } from '../area.ts';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { BacklinkBoardItem } from '../model/backlink-board-items.ts';
import type { ItemOpening } from '../../../review-kit/item-link.tsx';
import { BacklinksBoard } from './backlinks-board.tsx';
import { INTRO } from '../backlinks-texts.ts';

/** The search parameter that holds the open job: a panel that can be linked to, and survives a reload. */
const JOB_PARAM = 'job';
const BACKLINKS_PATH = BACKLINKS_AREA.routes[0].path;

type PageSearch = Record<string, unknown>;
const withoutJob = ({ [JOB_PARAM]: _job, ...rest }: PageSearch): PageSearch => rest;

/** `/backlinks`: the selected client's backlinks of the period; a job opens in a panel at `?job={id}`. */
export default function BacklinksPage() {
  const router = useRouter();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as PageSearch;
  const raw = search[JOB_PARAM];
  const openJobId = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : null;
  const opening = useMemo<ItemOpening<BacklinkBoardItem>>(
    () => ({
      hrefOf: (job) => router.buildLocation({ to: BACKLINKS_PATH, search: { [JOB_PARAM]: job.id } as never }).href,
      open: (job) =>
        void navigate({ to: BACKLINKS_PATH, search: ((current: PageSearch) => ({ ...current, [JOB_PARAM]: job.id })) as never }),
    }),
    [router, navigate],
  );
  const closePanel = () => void navigate({ to: BACKLINKS_PATH, search: withoutJob as never });
  return (
    <div data-slot="backlinks-page" className="flex flex-col gap-4 p-4 md:p-6">
      <div className="space-y-1">
        <h1 className="text-xl font-semibold text-fp-text">{BACKLINKS_AREA.routes[0].title}</h1>
        <p className="text-sm text-fp-muted">{INTRO}</p>
      </div>
      <BacklinksBoard opening={opening} openJobId={openJobId} onClosePanel={closePanel} />
    </div>
  );
}
