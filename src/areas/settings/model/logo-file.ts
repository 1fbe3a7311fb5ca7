import { fileProblem, type FileProblem } from '../../../core/files/file-problem.ts';

/**
 * What the service takes as a firm's logo over REST (POST /v1/clients/{id}/uploadLogo): the image types its
 * check recognises (demo/server/graphql/resolvers/account-client-logo.ts), and no more bytes than both its logo
 * limit (2 MiB) and the REST body limit (demo/server/config.ts BODY_LIMIT_BYTES, 1 MiB by default; above it the
 * answer is 413) allow. Checked here first so a person hears why before the bytes travel;
 * tests/unit/settings-logo-file.test.ts holds both against the service.
 */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
/** For the file picker: the types and their usual extensions (a picker filters by either). */
export const LOGO_ACCEPT = [...LOGO_TYPES, '.png', '.jpg', '.jpeg', '.webp', '.svg'].join(',');
export const MAX_LOGO_BYTES = 1024 * 1024;

/** Why a chosen file cannot be the firm's logo, or null when the service would take it. */
export const logoFileProblem = (file: { type: string; size: number }): FileProblem | null => fileProblem(file, LOGO_TYPES, MAX_LOGO_BYTES);
