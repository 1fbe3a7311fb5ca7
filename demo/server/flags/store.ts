// Keeps flags.json in memory and rereads it when it changes, so edits apply without a restart.
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_FLAG_CONFIG, parseFlagConfig, type FlagConfig } from './config.ts';

export interface FlagStore {
  readonly file: string;
  /** The current config; throws only when the file has never held a valid config. */
  read(): Promise<FlagConfig>;
}

export function createFlagStore(dataDir: string, warn: (message: string) => void): FlagStore {
  const file = join(dataDir, 'flags.json');
  let good: FlagConfig | undefined;
  let seen = ''; // signature of the file last read, good or bad, so a bad file is reported once
  let lastProblem = '';

  async function signature(): Promise<string> {
    try {
      const info = await stat(file);
      // Size and inode as well as mtime: two quick writes may share a timestamp.
      return `${info.mtimeMs}:${info.size}:${info.ino}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await mkdir(dataDir, { recursive: true });
      // 'wx' so that two first requests at once cannot overwrite an edit made in between.
      await writeFile(file, JSON.stringify(DEFAULT_FLAG_CONFIG, null, 2) + '\n', { flag: 'wx' }).catch((failure: NodeJS.ErrnoException) => {
        if (failure.code !== 'EEXIST') throw failure;
      });
      return signature();
    }
  }

  async function read(): Promise<FlagConfig> {
    const current = await signature();
    if (current !== seen) {
      seen = current;
      try {
        good = parseFlagConfig(JSON.parse(await readFile(file, 'utf8')));
        lastProblem = '';
      } catch (error) {
        lastProblem = `${file}: ${(error as Error).message}`;
        warn(good ? `${lastProblem}; still serving the previous flags` : lastProblem);
      }
    }
    if (!good) throw new Error(`No valid flag config yet. ${lastProblem}`);
    return good;
  }

  return { file, read };
}
