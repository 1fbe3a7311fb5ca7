import { STATUS_CODES } from 'node:http';

/**
 * An answer other than success, as the REST contract spells it: `{ status, title, detail }` with the
 * standard reason phrase as title, plus what names the culprit (`parameter`, `field`, `currentVersion`).
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

export const problemBody = (status: number, detail: string, extra: Record<string, unknown> = {}) => ({
  status,
  title: STATUS_CODES[status] ?? 'Error',
  detail,
  ...extra,
});

export const badParameter = (parameter: string, detail: string) => new HttpProblem(400, detail, { parameter });
export const badField = (field: string, detail: string) => new HttpProblem(400, `body/${field} ${detail}`, { field });
export const notFound = (label: string, id: unknown) => new HttpProblem(404, `No ${label} with id "${String(id)}".`);
export const forbidden = (what: string) => new HttpProblem(403, `You do not have access to ${what}.`);
export const conflict = (detail: string, extra: Record<string, unknown> = {}) => new HttpProblem(409, detail, extra);
export const staleVersion = (label: string, sent: number, current: number) =>
  conflict(
    `The ${label} was changed by someone else: you sent version ${sent}, it is now version ${current}. Reload it and apply your change again.`,
    {
      currentVersion: current,
    },
  );
