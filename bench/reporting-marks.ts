import type { StorageState } from './elements-sign-in.ts';
import type { ShownWatch } from './portal-shown-marks.ts';

/**
 * The Reporting page is shown when its sections are: the page shows all three (Delivered, Search performance,
 * Reports) at once, when each has its answer, so the last of them visible and no spinner left in the page is the mark.
 */
export const REPORTING_SHOWN: ShownWatch = {
  selector: '[data-slot="reporting-page"] [data-slot="reports"]',
  unless: '[data-slot="reporting-page"] [data-slot="spinner"]',
};

/**
 * The signed-in state with another of the person's clients selected in the stored 'client-storage' (as the switcher
 * leaves it), so a run opens that client's report without going through the switcher.
 */
export function withSelectedClient(state: StorageState, clientName: string): StorageState {
  return {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.map((entry) => {
        if (entry.name !== 'client-storage') return entry;
        const stored = JSON.parse(entry.value) as { state: { clients: Array<{ name: string }>; selectedClient: unknown } };
        const client = stored.state.clients.find((candidate) => candidate.name === clientName);
        if (!client) throw new Error(`The signed-in person has no client named ${clientName}.`);
        return { ...entry, value: JSON.stringify({ ...stored, state: { ...stored.state, selectedClient: client } }) };
      }),
    })),
  };
}
