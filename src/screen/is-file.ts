// Whether a path is a readable regular file: how capture folders find which screen forms they hold.

import { stat } from 'node:fs/promises';

export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
