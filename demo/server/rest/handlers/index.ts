import { liveHandlers } from '../../live/event-stream.ts';
import type { Handler } from '../call.ts';
import { tableHandlers } from '../tables.ts';
import { actionHandlers } from './actions.ts';
import { backlinkHandlers } from './backlinks.ts';
import { blogConfigurationHandlers } from './blog-configuration.ts';
import { blogContentHandlers } from './blog-content.ts';
import { blogJobHandlers } from './blog-jobs.ts';
import { blogWorkflowHandlers } from './blog-workflows.ts';
import { clientHandlers } from './clients.ts';
import { contractHandlers } from './contracts.ts';
import { fileHandlers } from './files.ts';
import { imageHandlers } from './images.ts';
import { settingsHandlers } from './settings.ts';
import { socialMediaHandlers } from './social-media.ts';
import { wordPressPluginHandlers } from './word-press-plugin.ts';

const groups: Array<Record<string, Handler>> = [
  tableHandlers,
  actionHandlers,
  backlinkHandlers,
  blogConfigurationHandlers,
  blogContentHandlers,
  blogJobHandlers,
  blogWorkflowHandlers,
  clientHandlers,
  contractHandlers,
  fileHandlers,
  imageHandlers,
  liveHandlers,
  settingsHandlers,
  socialMediaHandlers,
  wordPressPluginHandlers,
];

/** The named handlers by operation id (operations with x-resource and no entry here use the generic resource CRUD). */
export const restHandlers: Record<string, Handler> = {};
for (const group of groups) {
  for (const [operationId, handler] of Object.entries(group)) {
    if (restHandlers[operationId]) throw new Error(`Two REST handlers for ${operationId}.`);
    restHandlers[operationId] = handler;
  }
}
